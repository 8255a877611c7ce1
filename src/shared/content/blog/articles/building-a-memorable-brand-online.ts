export const content = `
<p>A brand isn't just a logo. It's the feeling people are left with after they've visited your website, read your emails and dealt with your team. Big companies spend fortunes on it, but small businesses have a real advantage: you can be personal, specific and consistent in a way large organizations struggle to match. This guide walks through building a brand identity that people remember, without an agency-sized budget, and how to carry it across everything you do online.</p>

<h2>Start with what you stand for</h2>
<p>Before choosing colors or fonts, get clear on the substance. A memorable brand is built on a few honest answers:</p>
<ul>
<li><strong>Who exactly do you serve?</strong> "Busy parents in the suburbs who want healthy weeknight meals" is far more useful than "everyone who eats".</li>
<li><strong>What problem do you solve for them?</strong> Describe it in their words, not industry jargon.</li>
<li><strong>Why you rather than the alternatives?</strong> Maybe you're the only groomer who does house calls, or the accountant who answers emails the same day.</li>
<li><strong>What three words should people use to describe you?</strong> For example: calm, thorough, local. These become a filter for every design and writing decision.</li>
</ul>
<p>Try to pull it together into a one-sentence positioning statement: <em>"We help [who] [achieve what] by [how you're different]."</em> A garden design studio might write: "We help homeowners with small urban yards create low-maintenance outdoor spaces they actually use, with a fixed-price design in two weeks." That sentence can become your homepage headline almost word for word.</p>

<h2>Build a small, consistent visual kit</h2>
<p>You don't need a hundred-page brand manual. You need a handful of elements that you use the same way every time.</p>
<h3>Logo</h3>
<p>A good small-business logo is simple enough to recognize at the size of a social media avatar or a browser tab. Ask for at least three versions: a full horizontal logo, a stacked or compact version, and a simple mark or monogram for tiny spaces. Make sure each works in one color and on both light and dark backgrounds.</p>
<h3>Color palette</h3>
<p>Choose one or two main brand colors, one accent color for buttons and highlights, and a couple of neutrals for text and backgrounds. Write down the exact color codes so your website, printed materials and social graphics always match. Our article on <a href="/blog/color-psychology-in-web-design">the psychology of color</a> covers how to choose them.</p>
<h3>Typography</h3>
<p>Two typefaces are plenty: one with personality for headings, and one that's easy to read for body text. Using the same fonts on your website, proposals and social posts makes even simple materials instantly recognizable.</p>
<h3>Imagery style</h3>
<p>Decide what your photos look like. Bright and airy, or warm and moody? People in action, or clean product shots? Consistent photography does more for recognition than almost anything else, and it's the element most small businesses overlook.</p>

<h2>Find your voice</h2>
<p>How you write is as much a part of your brand as how you look. A law firm and a surf school should not sound the same. A quick way to define your voice is a short "this, not that" list:</p>
<ul>
<li>Friendly, <em>not</em> overly casual.</li>
<li>Confident, <em>not</em> boastful.</li>
<li>Plain English, <em>not</em> jargon.</li>
<li>Helpful, <em>not</em> pushy.</li>
</ul>
<p>Then apply it everywhere, including the small stuff. Compare a generic form confirmation, "Your submission has been received", with a branded one: "Thanks, Sam! We've got your message and one of us will reply by tomorrow afternoon." Little moments like that are what people remember and mention to friends.</p>

<h2>Be consistent at every touchpoint</h2>
<p>Recognition comes from repetition. Each time someone sees the same colors, logo and tone, your brand becomes a little more familiar and a little more trusted. Run through this checklist and fix anything that doesn't match:</p>
<ol>
<li>Website, including the favicon in the browser tab and the preview image shown when your link is shared.</li>
<li>Google Business Profile: logo, cover photo and description.</li>
<li>Social media profiles: avatar, banner, bio and pinned post.</li>
<li>Email signature and the "from" name on your newsletters.</li>
<li>Invoices, quotes and proposals.</li>
<li>Physical items: signage, vehicle graphics, business cards, packaging and uniforms.</li>
</ol>
<p>Collect your logo files, color codes, fonts, positioning statement and voice notes on a single page, a mini brand guide, and share it with anyone who creates anything for your business, from a new hire to a freelance photographer.</p>

<h2>Let your website lead</h2>
<p>Your website is usually the fullest expression of your brand, and the place most people go to check you out after hearing about you elsewhere. That makes it the best place to establish your identity clearly. Put your positioning statement near the top, show real photos in your chosen style, write in your voice, and use your accent color consistently for every button so visitors learn at a glance what's clickable.</p>
<blockquote>People rarely remember exactly what a business said. They remember how it made them feel, and whether it felt the same every time.</blockquote>
<p>Finally, resist the urge to redesign every year. Refine, don't reinvent. Strong brands evolve slowly, which is exactly what makes them feel dependable.</p>

<h2>Bring your brand to life</h2>
<p>Goldline Studio designs every website around the business behind it, and our Elite plan includes custom logo and banner design so your identity is consistent from day one. Compare plans in our <a href="/#pricing">pricing section</a>, or <a href="/book-zoom">book a free Zoom consultation</a> and tell us what makes your business different.</p>
`;
