import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentDetail } from '@/components/detail/document-detail';
import { InstitutionDetail } from '@/components/detail/institution-detail';
import { buildDocument } from '@/components/detail/testing/build-records';
import { UserDetail } from '@/components/detail/user-detail';
import { buildUser } from '@/testing/users';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('detail views', () => {
  it("shows a document's own category fields and leaves the others out", () => {
    render(
      <DocumentDetail
        document={buildDocument({
          doc_type: 'finance',
          tag: 'Financial',
          bank_name: 'First Bank',
          account_name: 'Ada Okafor',
          course: null,
          studentId: null,
          verifier_name: null,
          verifier_city: null,
          start_year: null,
          end_year: null,
          docOwnerMiddleName: 'Ngozi',
          application_id: 'APP-5',
          ref_id: 'REF-5',
          status: 'verified',
          viewer_code: 'MSukoQ2hG7vXyZ',
        })}
      />,
    );
    expect(valueOf('Transaction ID')).toHaveTextContent('APP-5');
    expect(valueOf('Payment reference')).toHaveTextContent('REF-5');
    // The code in the public link, named in words rather than by its field.
    expect(valueOf('Public verification code')).toHaveTextContent('MSukoQ2hG7vXyZ');
    expect(screen.queryByText('Viewer code')).not.toBeInTheDocument();
    expect(valueOf('Bank')).toHaveTextContent('First Bank');
    expect(screen.getByText('Ada Ngozi Okafor')).toBeInTheDocument();
    expect(screen.queryByText('Course')).not.toBeInTheDocument();
    expect(screen.queryByText('Student ID')).not.toBeInTheDocument();
    expect(valueOf('Fee')).toHaveTextContent('₦20,000.00');
  });

  it('shows a verifying body with its Date Created', () => {
    render(
      <InstitutionDetail
        institution={{
          id: 'inst-1',
          company_name: 'University of Lagos',
          company_ref: 'UNILAG',
          company_industry: 'Education',
          country_code: 'NG',
          CountryName: 'Nigeria',
          city: 'Lagos',
          email: 'registry@unilag.example',
          phone: null,
          verifier_status: 'verified',
          dateOfCompanyUpdate: '2025-01-02T09:30:00.000Z',
          website: 'https://unilag.example',
          domain: 'unilag.example',
          domain_verified: true,
          categories: ['educ'],
        }}
      />,
    );
    expect(valueOf('Company reference')).toHaveTextContent('UNILAG');
    expect(valueOf('Date Created')).toHaveTextContent('2025');
    expect(valueOf('Verifier status')).toHaveTextContent('Verified');
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  it("shows an individual with the spec's words for missing dates", () => {
    render(<UserDetail user={buildUser({ lastLoginAt: null, updatedAt: null })} />);
    expect(valueOf('Category')).toHaveTextContent('Individual');
    expect(valueOf('Last login')).toHaveTextContent('yet to login');
    expect(valueOf('Last update')).toHaveTextContent('no update yet');
  });
});
