import { useState } from 'react';
import { FAQ } from '../../../shared/content/faq';
import { useTakeover } from '../../ui/use-takeover';

/**
 * Spec part 2 §2 FAQ: one answer open at a time; each question is a button, so click, Enter and
 * Space toggle it. The WAI-ARIA disclosure pattern by hand rather than a Radix Accordion: the
 * landing page's script budget (issue 9) has no room for its 12 KB, and the answers stay in the
 * HTML for search engines and readers without scripts.
 *
 * Until the app takes over, the server's HTML is an exclusive `<details name="faq">` group: it opens
 * without JavaScript, and the answer a visitor opened before the app started stays open after.
 */
export function FaqSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [listRef, takenOver] = useTakeover<HTMLDivElement>((list) => {
    const opened = list.querySelector<HTMLDetailsElement>('details[open]');
    if (opened?.dataset.id) setOpenId(opened.dataset.id);
  });
  return (
    <section className="section section-alt" id="faq" aria-labelledby="faq-title">
      <div className="section-inner narrow-left">
        <p className="eyebrow">FAQ</p>
        <h2 id="faq-title">Questions, answered</h2>
        <div className="faq" ref={listRef}>
          {FAQ.map((item) => {
            if (!takenOver)
              return (
                <details key={item.id} name="faq" className="faq-item" data-id={item.id}>
                  <summary className="faq-trigger" data-takeover={`faq-${item.id}`}>
                    {item.question}
                    <span className="faq-icon" aria-hidden>
                      +
                    </span>
                  </summary>
                  <div className="faq-answer">
                    <p>{item.answer}</p>
                  </div>
                </details>
              );
            const open = openId === item.id;
            const state = open ? 'open' : 'closed';
            return (
              <div key={item.id} className="faq-item" data-state={state}>
                <h3 className="faq-heading">
                  <button
                    type="button"
                    className="faq-trigger"
                    data-takeover={`faq-${item.id}`}
                    id={`faq-q-${item.id}`}
                    aria-expanded={open}
                    aria-controls={`faq-a-${item.id}`}
                    data-state={state}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    {item.question}
                    <span className="faq-icon" aria-hidden>
                      +
                    </span>
                  </button>
                </h3>
                <div
                  id={`faq-a-${item.id}`}
                  role="region"
                  aria-labelledby={`faq-q-${item.id}`}
                  className="faq-answer"
                  hidden={!open}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
