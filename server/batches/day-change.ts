import { TEACHING_ZONES } from '../../shared/content/centres';
import { addDays, todayIn, zonedToInstant } from '../../shared/zoned-time';

// A kept course page lists the batches upcoming when it was rendered; at a centre's midnight a batch
// that started the day before stops being upcoming without any row changing, so no notice comes.

/** The next midnight in any teaching zone after `now`. */
export function nextTeachingMidnight(now: Date): Date {
  const midnights = TEACHING_ZONES.map((zone) =>
    zonedToInstant(addDays(todayIn(zone, now), 1), '00:00', zone),
  );
  return new Date(Math.min(...midnights.map((d) => d.getTime())));
}

/** Calls `onNewDay` just after each teaching zone's midnight, until the returned stop is called. */
export function onTeachingDayChange(
  onNewDay: () => void,
  clock: () => Date = () => new Date(),
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const now = clock();
    // A second late, so the new day has begun by every clock that reads it.
    timer = setTimeout(
      () => {
        onNewDay();
        arm();
      },
      nextTeachingMidnight(now).getTime() - now.getTime() + 1_000,
    );
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
