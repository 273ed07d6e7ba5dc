import type { DocumentsTable } from '../../db/schema';
import { courses, enrollmentStatuses, jobTitles, qualifications } from './names';
import type { Body, DocType } from './population';
import type { Random } from './random';

type Details = Pick<
  DocumentsTable,
  | 'verifier_name'
  | 'verifier_city'
  | 'student_id'
  | 'course'
  | 'qualification'
  | 'enrollment_status'
  | 'start_year'
  | 'end_year'
  | 'bank_name'
  | 'account_name'
  | 'employer_name'
  | 'job_title'
>;

/** The kind-specific columns of a request, as `detailsOf` in submit-document.ts fills them; the rest stay null. */
export function details(random: Random, type: DocType, body: Body): Details {
  const start = 1985 + random.int(35);
  const id = `${body.countryCode}/${start}/${String(random.int(1e6)).padStart(6, '0')}`;
  const until = (probability: number, years: number) =>
    random.chance(probability) ? start + 1 + random.int(years) : null;
  switch (type.category_id) {
    case 'educ':
      return row({
        verifier_name: body.name,
        verifier_city: body.city,
        student_id: id,
        course: random.pick(courses),
        start_year: start,
        end_year: start + 2 + random.int(5),
      });
    case 'prof':
      return row({
        verifier_name: body.name,
        student_id: id,
        qualification: random.pick(qualifications),
        course: random.chance(0.5) ? random.pick(courses) : null,
        enrollment_status: random.pick(enrollmentStatuses),
        start_year: start,
        end_year: until(0.5, 10),
      });
    case 'finance':
      return row({ bank_name: body.name, account_name: random.chance(0.7) ? 'Savings account' : null });
    default:
      return row({
        employer_name: body.name,
        job_title: random.pick(jobTitles),
        student_id: random.chance(0.5) ? `EMP-${random.int(1e5)}` : null,
        start_year: start,
        end_year: until(0.6, 10),
      });
  }
}

/** Every column present (null where unused), always in the same order, so every row has one shape. */
function row(set: Partial<Details>): Details {
  return {
    verifier_name: set.verifier_name ?? null,
    verifier_city: set.verifier_city ?? null,
    student_id: set.student_id ?? null,
    course: set.course ?? null,
    qualification: set.qualification ?? null,
    enrollment_status: set.enrollment_status ?? null,
    start_year: set.start_year ?? null,
    end_year: set.end_year ?? null,
    bank_name: set.bank_name ?? null,
    account_name: set.account_name ?? null,
    employer_name: set.employer_name ?? null,
    job_title: set.job_title ?? null,
  };
}
