// Sign up section: the register, find ID and reset password pages under one title with their tabs.
import { useLingui } from '@lingui/react';
import { PageShell } from '../../../components/PageShell';
import { SectionTabs } from '../../account/views/SectionTabs';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { FindIdForm } from './FindIdForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import '../../account/views/account.css';

export default function SignupPage({ lang, params }: PageProps) {
  const { i18n } = useLingui();
  return (
    <PageShell title={i18n._(PAGE_TITLES.signup)}>
      <SectionTabs section="signup" lang={lang} current={params.page} />
      {params.page === 'idphone' ? <FindIdForm /> : params.page === 'pwdphone' ? <ResetPasswordForm /> : <RegisterForm />}
    </PageShell>
  );
}
