import { TEACHING_ZONES, ZONE_NAMES, type TeachingZone } from '../../shared/content/centres';
import { chooseStaffZone, staffZone } from './staff-zone';
import { selectClass } from './styles';

/** The header's choice of the zone times are shown in where a lead names none. */
export function ZoneChoice() {
  return (
    <label className="text-sm text-muted">
      Times in{' '}
      <select
        defaultValue={staffZone()}
        className={selectClass}
        onChange={(event) => {
          chooseStaffZone(event.currentTarget.value as TeachingZone);
          // Every time on the page is drawn again in the new zone, filters included.
          window.location.reload();
        }}
      >
        {TEACHING_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {ZONE_NAMES[zone]}
          </option>
        ))}
      </select>
    </label>
  );
}
