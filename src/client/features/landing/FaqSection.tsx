import { Accordion } from 'radix-ui';
import { FAQ } from '../../../shared/content/faq';

/** Spec part 2 §2 FAQ: one answer open at a time; triggers are buttons, so Enter and Space toggle. */
export function FaqSection() {
  return (
    <section className="section section-alt" id="faq" aria-labelledby="faq-title">
      <div className="section-inner narrow-left">
        <p className="eyebrow">FAQ</p>
        <h2 id="faq-title">Questions, answered</h2>
        <Accordion.Root type="single" collapsible className="faq">
          {FAQ.map((item) => (
            <Accordion.Item key={item.id} value={item.id} className="faq-item">
              <Accordion.Header asChild>
                <h3 className="faq-heading">
                  <Accordion.Trigger className="faq-trigger">
                    {item.question}
                    <span className="faq-icon" aria-hidden>
                      +
                    </span>
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="faq-answer">
                <p>{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
