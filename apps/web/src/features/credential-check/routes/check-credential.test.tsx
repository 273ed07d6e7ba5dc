import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createIssuer, type TIssuer } from '@/lib/credential-check/credential-fixtures';
import { renderApp } from '@/testing/render-app';

let issuer: TIssuer;

beforeEach(async () => {
  // The credentials name the address people are given; the page is opened at another (the test's own origin), and
  // its server answers for the issuer there: who it is, its keys and its lists.
  issuer = await createIssuer('https://docverify.example');
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    issuer.fetch(new URL(String(input), window.location.origin).href, init),
  );
});

describe('the public check page', () => {
  it('checks a pasted credential and says Valid, with what it says and what was checked', async () => {
    const { user } = renderApp('/verify');
    await user.click(await screen.findByLabelText('Or paste a credential'));
    await user.paste(await issuer.credential());
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Valid' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Issued by DocVerify on .*, verified by University of Lagos, Nigeria$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Chidi Eze')).toBeInTheDocument();
    expect(screen.getByText('What we checked')).toBeInTheDocument();
  });

  it('says Revoked for a pasted credential whose bit is set', async () => {
    issuer.revoke(7);
    const { user } = renderApp('/verify');
    await user.click(await screen.findByLabelText('Or paste a credential'));
    await user.paste(await issuer.credential());
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Revoked' })).toBeInTheDocument();
  });

  it('says a credential from another issuer is not issued by this service', async () => {
    const foreign = await createIssuer('https://elsewhere.example');
    const { user } = renderApp('/verify');
    await user.click(await screen.findByLabelText('Or paste a credential'));
    await user.paste(await foreign.credential());
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Not issued by this service' })).toBeInTheDocument();
    expect(screen.queryByText('Chidi Eze')).not.toBeInTheDocument();
  });

  it('says pasted words are not a credential', async () => {
    const { user } = renderApp('/verify');
    await user.type(await screen.findByLabelText('Or paste a credential'), 'my degree is real');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Not a DocVerify credential' })).toBeInTheDocument();
  });

  it('asks for a certificate or a credential when Check is pressed with neither', async () => {
    const { user } = renderApp('/verify');
    await user.click(await screen.findByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Drop a certificate or paste a credential first');
  });

  it('checks a dropped certificate PDF and says Valid', async () => {
    const certificate = await issuer.certificate(await issuer.credential());
    const { user } = renderApp('/verify');
    await user.upload(
      await screen.findByLabelText('Certificate (PDF)'),
      new File([certificate.slice()], 'certificate.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Valid' })).toBeInTheDocument();
    expect(screen.getByText(/^The file matches its seal/)).toBeInTheDocument();
  });
});
