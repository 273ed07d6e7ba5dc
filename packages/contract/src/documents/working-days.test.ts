import { describe, expect, it } from 'vitest';
import { addWorkingDays, workingDaysBetween, workingDaysOverdue } from './working-days';

// 2026-03-02 is a Monday.
const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 2, 2 + day, hour));

describe('working days (Monday to Friday, UTC)', () => {
  it('counts only the time falling on weekdays', () => {
    expect(workingDaysBetween(at(0, 9), at(0, 21))).toBe(0.5);
    expect(workingDaysBetween(at(0), at(5))).toBe(5); // Monday to Saturday: the week's five days
    // Friday noon to Monday noon: half of Friday and half of Monday; the weekend is not counted.
    expect(workingDaysBetween(at(4, 12), at(7, 12))).toBe(1);
    expect(workingDaysBetween(at(5), at(7))).toBe(0); // the whole weekend
    expect(workingDaysBetween(at(0), at(14))).toBe(10); // two weeks
    expect(workingDaysBetween(at(3), at(1))).toBe(0); // never negative
  });

  it('adds whole working days, skipping weekends, at the same time of day', () => {
    expect(addWorkingDays(at(0, 10), 1)).toEqual(at(1, 10)); // Mon → Tue
    expect(addWorkingDays(at(4, 10), 1)).toEqual(at(7, 10)); // Fri → Mon
    expect(addWorkingDays(at(3, 10), 3)).toEqual(at(8, 10)); // Thu → Tue
    expect(addWorkingDays(at(0, 10), 10)).toEqual(at(14, 10)); // two weeks
    // Paid on Saturday: work starts on Monday, so one working day ends on Tuesday at midnight.
    expect(addWorkingDays(at(5, 15), 1)).toEqual(at(8));
    expect(addWorkingDays(at(2, 8), 0)).toEqual(at(2, 8));
  });

  it('says how many whole working days a due date is past, at least one once past', () => {
    const due = at(4, 10); // Friday 10:00
    expect(workingDaysOverdue(due, at(4, 9))).toBeNull();
    expect(workingDaysOverdue(due, due)).toBeNull();
    expect(workingDaysOverdue(due, at(4, 11))).toBe(1);
    expect(workingDaysOverdue(due, at(7, 9))).toBe(1); // Monday 09:00: 14 h of Friday, 9 of Monday
    expect(workingDaysOverdue(due, at(8, 9))).toBe(1); // Tuesday 09:00: not yet two
    expect(workingDaysOverdue(due, at(8, 12))).toBe(2); // Tuesday noon
    expect(workingDaysOverdue(due, at(11, 12))).toBe(5); // the Friday after, noon
  });
});
