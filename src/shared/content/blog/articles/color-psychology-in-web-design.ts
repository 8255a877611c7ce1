export const content = `
<p>Color is usually the first thing people notice about a website, well before they read a headline. It sets a mood, signals what kind of business you are and quietly guides visitors toward what to click. But color psychology is also surrounded by oversimplified claims, like "red makes people buy" or "blue always builds trust". This article separates what's genuinely useful from the myths, and gives you a practical way to choose and use colors on your own site.</p>

<h2>What color can and can't do</h2>
<p>Colors do carry associations, and they shape first impressions. A deep navy feels different from a bright tangerine. But those associations depend heavily on context, culture, industry and personal experience. Green can mean nature, money, health or "go" depending on where it appears.</p>
<p>In practice, three things matter more than the "meaning" of any single color:</p>
<ul>
<li><strong>Fit:</strong> whether the palette suits your business and audience. Playful colors can feel wrong for a funeral director; muted grays can feel flat for a children's party company.</li>
<li><strong>Contrast:</strong> whether important elements stand out from their surroundings.</li>
<li><strong>Consistency:</strong> whether colors are used the same way everywhere, so visitors learn what they mean.</li>
</ul>

<h2>Common associations, used with judgment</h2>
<p>With those caveats, here are the associations that commonly hold in Western markets, and where they tend to work:</p>
<ul>
<li><strong>Blue:</strong> calm, dependable, professional. Popular with finance, healthcare, technology and professional services, which also means it can blend in.</li>
<li><strong>Green:</strong> growth, nature, health, freshness. A natural fit for landscaping, wellness, organic food and sustainability-focused brands.</li>
<li><strong>Red:</strong> energy, urgency, appetite, passion. Powerful in small doses, such as sale banners or restaurant branding, but tiring across a whole page.</li>
<li><strong>Orange:</strong> friendly, enthusiastic, affordable. Good for accent colors and calls to action.</li>
<li><strong>Yellow and gold:</strong> cheerfulness and warmth; deeper golds suggest quality and craftsmanship. Bright yellow needs care, as it's hard to read as text on white.</li>
<li><strong>Purple:</strong> creativity, luxury, imagination. Often used by beauty, wellness and creative brands.</li>
<li><strong>Black and charcoal:</strong> sophistication and premium quality. Excellent for fashion, photography and high-end services when balanced with space.</li>
<li><strong>Neutrals:</strong> whites, creams and grays create calm and let photos and accents shine.</li>
</ul>
<p>A useful exercise: look at your five closest competitors. If they all use blue, a distinctive but appropriate alternative can help you stand out in search results and social feeds.</p>

<h2>Building a palette that works</h2>
<p>A website palette needs fewer colors than most people think. A simple structure:</p>
<ol>
<li><strong>One or two brand colors</strong> that express your personality, used for headers, key sections and graphics.</li>
<li><strong>One accent color</strong> reserved for buttons, links and anything you want people to click. It should contrast clearly with your brand colors.</li>
<li><strong>Neutrals</strong> for backgrounds and text: usually an off-white, a light gray for sections, and a dark gray or near-black for body text.</li>
</ol>
<p>Designers often use the <strong>60-30-10 rule</strong> as a starting point: roughly 60 percent neutral or dominant color, 30 percent secondary color and 10 percent accent. It's a guideline rather than a law, but it prevents the common problem of a page where everything shouts at once.</p>
<p>If you already have a logo, build your palette from it. Your website colors should feel like part of the same family as your signage, van and business cards. Our article on <a href="/blog/building-a-memorable-brand-online">building a memorable brand online</a> covers this in more depth.</p>

<h2>Using color to guide action</h2>
<p>The most commercially important use of color on a website is showing people what to do next.</p>
<ul>
<li><strong>Keep your accent color for actions.</strong> If your "Book now" buttons are orange, avoid using orange for decorative shapes or headings. Visitors quickly learn that orange means clickable.</li>
<li><strong>Make the main button the most prominent thing on screen.</strong> The exact color matters less than how much it stands out from its surroundings.</li>
<li><strong>Use a quieter style for secondary actions</strong>, such as an outlined button for "View portfolio" next to a solid one for "Get a quote".</li>
<li><strong>Use color for meaning in forms</strong>: red for errors and green for success are widely understood.</li>
</ul>
<blockquote>There is no magic button color. The button that works best is the one that clearly stands out and says exactly what happens next.</blockquote>

<h2>Color and accessibility</h2>
<p>Good color choices must work for everyone, including the many people with some form of color vision deficiency (roughly 1 in 12 men) and anyone reading on a phone in bright sunlight.</p>
<ul>
<li><strong>Check contrast.</strong> Accessibility guidelines (WCAG) recommend a contrast ratio of at least 4.5 to 1 for normal body text and 3 to 1 for large text. Free online contrast checkers make this easy to test.</li>
<li><strong>Never rely on color alone.</strong> Links in body text should be underlined or otherwise distinct; form errors should include a written message, not just a red border.</li>
<li><strong>Be careful with light text on images.</strong> Add a darker overlay behind text so it stays readable whatever the photo.</li>
<li><strong>Test in grayscale.</strong> View a screenshot of your page in black and white. If the important things still stand out, your hierarchy is working.</li>
</ul>

<h2>Choosing colors with confidence</h2>
<p>Great color on a website isn't about finding the perfect shade. It's about a small, consistent palette that fits your brand, strong contrast and an accent color that always means "click here". Goldline Studio designs every site around your brand and customers, with accessible color built in, and our Elite plan includes custom logo design. See our <a href="/#pricing">pricing</a>, or <a href="/book-zoom">book a free Zoom consultation</a> to talk colors with our designers.</p>
`;
