export const content = `
<p>A landing page has one job: turn a visitor into a lead, booking or sale. Whether people arrive from an ad, an email or a search result, small changes to that page can make a surprisingly large difference to how many of them take the next step. You don't need a redesign to see improvement. Below are the changes we make most often, grouped by the part of the page they affect, plus a sensible way to test whether they worked.</p>

<h2>Make the first screen do the heavy lifting</h2>
<p>Many visitors decide within a few seconds whether to stay, and plenty never scroll. The part of the page visible before scrolling needs to answer three questions immediately: What is this? Is it for me? What do I do next?</p>
<h3>Rewrite the headline around the outcome</h3>
<p>Clever or vague headlines cost conversions. Say what the customer gets, in their language.</p>
<ul>
<li><strong>Before:</strong> "Excellence in Every Detail"</li>
<li><strong>After:</strong> "Spotless office cleaning, done overnight, so your team never notices we were there"</li>
</ul>
<h3>Support it with one line of specifics</h3>
<p>Follow the headline with a short sentence covering who it's for, what's included or how quickly it happens. For example: "Fixed monthly price for offices of 5 to 50 people across Portland. No contracts."</p>
<h3>Show one clear call to action</h3>
<p>Give visitors one main button, with text that describes what happens when they click. "Get my free quote" or "Check available dates" works far better than "Submit" or "Learn more". Make the button your accent color, and make sure nothing else on the screen competes with it.</p>

<h2>Remove friction from the form</h2>
<p>Every field you add is another reason to give up. Go through your form and question each one.</p>
<ol>
<li><strong>Cut fields you don't need right now.</strong> Name, email and one question about their needs is often enough for a first contact. Collect the rest on the call.</li>
<li><strong>Make phone numbers optional</strong> unless you truly need to call. Many people hesitate to share them.</li>
<li><strong>Use clear labels above each field</strong>, not placeholder text that disappears when someone starts typing.</li>
<li><strong>Set expectations next to the button</strong>: "We reply within one business day. No spam, ever."</li>
<li><strong>Show friendly error messages</strong> that explain exactly what to fix, and never clear the form when there's a mistake.</li>
<li><strong>Test it on a phone.</strong> If it's fiddly with your thumb, it's costing you leads.</li>
</ol>

<h2>Put proof where doubt appears</h2>
<p>People hesitate at predictable moments: when they see a price, when they're about to hand over their details, when they're asked to commit. Place reassurance right there rather than on a separate testimonials page nobody visits.</p>
<ul>
<li><strong>Near the headline:</strong> a short trust line, such as your average review rating, years in business or a recognizable client.</li>
<li><strong>Near pricing:</strong> what's included, your guarantee or refund policy, and a testimonial that mentions value.</li>
<li><strong>Near the form:</strong> a short quote from a customer about how easy you were to work with.</li>
</ul>
<p>Specific testimonials beat generic praise. "They rebuilt our booking page and inquiries doubled in the first month" is far more persuasive than "Great service!", provided it's a genuine quote from a real customer.</p>

<h2>Cut distractions</h2>
<p>On a normal website page, plenty of links are helpful. On a landing page built for a single campaign, every extra link is an exit.</p>
<ul>
<li>Simplify or remove the main navigation menu.</li>
<li>Keep the page focused on one offer. If you have two offers, build two pages.</li>
<li>Drop sliders and carousels; many visitors never look past the first slide.</li>
<li>Make sure the page loads fast, especially on mobile. A slow page loses people before they see anything. Our guide to <a href="/blog/website-speed-matters">website speed</a> shows how to check.</li>
<li>Match the page to its source. If an ad promises "20% off spring garden clean-ups", the landing page headline should say the same thing.</li>
</ul>

<h2>Test changes the right way</h2>
<p>It's tempting to change everything at once, but then you won't know what helped. A simple, reliable approach:</p>
<ol>
<li><strong>Write down your current numbers</strong>: visits to the page and completed inquiries over the last month. Divide inquiries by visits to get your conversion rate.</li>
<li><strong>Change one thing</strong>, starting with the biggest likely win, usually the headline or the form.</li>
<li><strong>Wait long enough</strong>: at least two to four weeks, covering full weeks so weekday and weekend patterns even out.</li>
<li><strong>Compare and keep the winner</strong>, then move on to the next change.</li>
</ol>
<p>With low traffic, results will be noisy, so look for clear differences rather than small wobbles. If your page gets only a few dozen visits a month, focus on obvious improvements based on customer feedback instead of formal split tests.</p>

<blockquote>Every element on a landing page should either build trust or move the visitor closer to acting. If it does neither, it's in the way.</blockquote>

<h2>A quick checklist before you publish</h2>
<ul>
<li>Headline states a specific outcome.</li>
<li>One primary call to action, repeated after each main section.</li>
<li>Form has the fewest fields you can manage with.</li>
<li>Proof sits next to prices and the form.</li>
<li>Page is fast and easy to use on a phone.</li>
</ul>

<p>Goldline Studio designs every page with a clear purpose and a clear next step, and our Pro and Elite plans include contact form integration, so interested visitors can reach you without leaving the page. See our <a href="/#pricing">pricing</a>, or <a href="/book-zoom">book a free Zoom consultation</a> and we'll review your current page together.</p>
`;
