import { defineOperation } from '../operation';
import { ZSignupChoicesResponse } from './signup-choices';

export const getSignupChoices = defineOperation({
  method: 'GET',
  path: '/api/organisations/signup-choices',
  tag: 'organisations',
  summary: 'Companies, industries and countries an organisation signs up with (public: sign-up is anonymous)',
  access: 'public',
  success: { status: 200, schema: ZSignupChoicesResponse },
  errors: [],
});
