import { useState } from 'react';
import { FAQ } from '../../../shared/content/faq';

/**
 * Spec part 2 §2 FAQ: one answer open at a time; each question is a button, so click, Enter and
 * Space toggle it. The WAI-ARIA disclosure pattern by hand rather than a Radix Accordion: the
 * landing page's script budget (issue 9) has no room for its 12 KB, and the answers stay in the
 * HTML for search engines and readers without scripts.
 */
export function FaqSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section className="section section-alt" id="faq" aria-labelledby="faq-title">
      <div className="section-inner narrow-left">
        <p className="eyebrow">FAQ</p>
        <h2 id="faq-title">Questions, answered</h2>
        <div className="faq">
          {FAQ.map((item) => {
            const open = openId === item.id;
            const state = open ? 'open' : 'closed';
            return (
              <div key={item.id} className="faq-item" data-state={state}>
                <h3 className="faq-heading">
                  <button
                    type="button"
                    className="faq-trigger"
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
