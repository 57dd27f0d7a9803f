import { UserManager } from 'oidc-client-ts';

// The provider answers the silent check (prompt=none) to this page, inside an iframe of the
// app: hand the answer to the app's UserManager, which completes it. The callback reads no
// settings; these only satisfy the constructor. A separate file: the CSP allows no inline script.
const here = window.location.origin;
void new UserManager({
  authority: here,
  client_id: 'opinio',
  redirect_uri: `${here}/`,
}).signinSilentCallback();
