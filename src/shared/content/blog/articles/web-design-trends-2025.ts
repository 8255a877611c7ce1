export const content = `
<p>Every year brings a fresh wave of "must-have" design trends, and every year some of them age badly within months. For a small business, the goal isn't to look cutting-edge; it's to look current, feel trustworthy and make it easy for visitors to do what they came to do. Here are the trends from 2025 that genuinely help with that, a few to treat with caution, and a simple test for deciding what belongs on your own site.</p>

<h2>Trends worth following</h2>

<h3>1. Big, confident typography</h3>
<p>Large headlines set in a distinctive typeface have replaced the giant stock photo as the centerpiece of many homepages. It works because words load instantly, scale well on phones and say exactly what you do. A headline like "Same-week roof repairs across Tucson" in a bold font does more than any picture of a smiling model. Pair one characterful heading font with a highly readable body font, and keep body text at a comfortable size (around 16 to 18 pixels on screen).</p>

<h3>2. Generous white space and simpler layouts</h3>
<p>Cluttered pages feel stressful. The strongest sites this year give each section room to breathe, use fewer boxes and borders, and limit each screen to one main idea. If your homepage currently tries to say ten things at once, pick the three that matter most to customers and give them space.</p>

<h3>3. Bento-style grids</h3>
<p>Named after the compartmented Japanese lunch box, bento layouts arrange content in tidy tiles of different sizes. They're a great way to summarize services, features or key facts at a glance, and they collapse neatly into a single column on mobile. Use them for overviews, not for long reading.</p>

<h3>4. Real photography and honest detail</h3>
<p>Visitors have become very good at spotting generic stock images, and increasingly at spotting obviously AI-generated ones too. Authentic photos of your team, workspace and finished work build trust in a way polished imagery can't. A well-lit phone photo of a real project often beats a perfect stock shot. Budget a morning for a simple photo session; it will lift every page of your site.</p>

<h3>5. Subtle micro-interactions</h3>
<p>Small moments of feedback, like a button that gently changes when you hover over it, a form field that confirms a valid email, or a menu that slides smoothly open, make a site feel polished and responsive. The key word is subtle: they should confirm that something happened, not put on a show.</p>

<h3>6. Accessibility as a baseline</h3>
<p>Good contrast between text and background, clear focus outlines for keyboard users, descriptive link text and proper headings are no longer nice extras. They make your site usable for people with visual or motor impairments, they help everyone reading on a phone in bright sunlight, and they tend to improve search visibility too.</p>

<h3>7. Dark mode support</h3>
<p>Many people now run their phones and computers in dark mode. A site that respects that preference feels considerate and modern. It isn't essential for every business, but if your audience skews younger or technical, or your brand already uses dark tones, it's worth asking your designer about.</p>

<h2>Trends to approach with care</h2>
<ul>
<li><strong>Heavy scroll animations.</strong> Content that flies in, fades and spins as you scroll can look impressive in a demo but slows pages down, delays reading and can make some people feel genuinely unwell. If you use motion, keep it light and respect the "reduce motion" setting that phones and computers offer.</li>
<li><strong>Autoplay video backgrounds.</strong> They're large files that drain mobile data and often push your actual message below the fold. A strong still image and a clear headline usually convert better.</li>
<li><strong>Experimental navigation.</strong> Hidden menus, sideways scrolling and unusual icons may win design awards, but customers just want to find your prices and contact details. Stick to conventions people already understand.</li>
<li><strong>Pop-ups on arrival.</strong> A newsletter box that appears before someone has read a word is a fast way to lose them. If you use one, trigger it after meaningful engagement and make it easy to close.</li>
<li><strong>Trendy color palettes that ignore your brand.</strong> This year's fashionable gradient will date. Your brand colors should last years, so adapt trends to them, not the other way round.</li>
</ul>

<h2>A simple test for any trend</h2>
<p>Before adding something new to your website, ask three questions:</p>
<ol>
<li><strong>Does it help a visitor understand, trust or contact us faster?</strong> If not, it's decoration.</li>
<li><strong>Does it still work well on an older phone with a patchy connection?</strong> Most of your visitors are on mobile, so test there first. Our article on <a href="/blog/mobile-first-design">mobile-first design</a> explains why.</li>
<li><strong>Will it still look sensible in three years?</strong> Timeless foundations with a few current touches age far better than a site built entirely around this season's look.</li>
</ol>
<p>If a trend passes all three, it's probably worth trying. If it fails even one, you can safely let it pass you by.</p>

<blockquote>The best-looking website in your industry isn't the one with the most effects. It's the one where customers find what they need in seconds.</blockquote>

<h2>Modern design without the gimmicks</h2>
<p>At Goldline Studio we design every site from scratch around your customers, using current, proven patterns rather than passing fads. Browse our <a href="/portfolio">portfolio</a> to see the approach in action, check our fixed <a href="/#pricing">pricing</a>, or <a href="/book-zoom">book a free Zoom consultation</a> to talk about a fresh look for your business.</p>
`;
