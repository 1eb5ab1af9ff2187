import { bootIdentity } from './testing/identity-test-app';

it('boots', async () => {
  const app = await bootIdentity();
  try {
    const r = await app.call(`mutation($i: RegisterInput!) { register(input: $i) { id email emailVerified locale } }`, {
      i: { customerType: 'INDIVIDUAL', firstName: 'Marie', lastName: 'Curie', email: 'Marie@Example.fr', password: 'Radium88!', passwordConfirmation: 'Radium88!' },
    });
    console.log(JSON.stringify(r));
    const mail = await app.sink.waitFor((m) => m.to.includes('marie@example.fr'));
    console.log(mail.subject, mail.body.slice(0, 600));
  } finally {
    await app.close();
  }
});
