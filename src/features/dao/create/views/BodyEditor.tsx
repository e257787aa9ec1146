// The proposal body: a markdown textarea beside its live preview, rendered by the detail page's Markdown ('user-markdown').
import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '@machines/shared/message';
import { Markdown } from '../../../../components/markdown/Markdown';
import { describedBy, Field } from './Field';

interface Props {
  body: string;
  /** The body as the server will store it: what the preview renders. */
  preview: string;
  error?: Message;
  disabled: boolean;
  pictureHosts: string[];
  onEdit: (value: string) => void;
  onLeave: () => void;
}

export function BodyEditor({ body, preview, error, disabled, pictureHosts, onEdit, onLeave }: Props) {
  const { t } = useLingui();
  return (
    <div className="dao-create-body">
      <Field id="dao-create-body" label={t`Description`} error={error} hint={<Trans>Markdown is supported.</Trans>}>
        <textarea
          {...describedBy('dao-create-body', error, true)}
          value={body}
          rows={14}
          disabled={disabled}
          onChange={(e) => onEdit(e.target.value)}
          onBlur={onLeave}
        />
      </Field>
      <section className="dao-create-preview" aria-label={t`Preview`}>
        <h2 className="dao-create-preview-title">
          <Trans>Preview</Trans>
        </h2>
        {preview.trim() === '' ? (
          <p className="dao-create-hint">
            <Trans>Nothing to preview yet.</Trans>
          </p>
        ) : (
          <Markdown body={preview} format="user-markdown" pictureHosts={pictureHosts} className="news-body dao-body" />
        )}
      </section>
    </div>
  );
}
