// @vitest-environment happy-dom
// Profile values show exactly as the user wrote them: markup characters are text, not HTML, and not entities.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../components/testRender';
import { ProfileList } from './ProfileList';

afterEach(cleanup);

describe('ProfileList', () => {
  it('shows a name with markup and quotes literally, creating no element from it', () => {
    const written = '<b>x</b> & "q" <img src=x onerror=alert(1)> &lt;';
    const { container } = render(
      <ProfileList
        rows={[
          ['name', 'Name', written],
          ['email', 'Email', undefined],
        ]}
      />,
    );
    const name = container.querySelector('dd[data-field="name"]')!;
    expect(name.textContent).toBe(written);
    expect(name.querySelector('b, img')).toBeNull();
    expect(container.querySelector('dd[data-field="email"]')).toBeNull();
  });
});
