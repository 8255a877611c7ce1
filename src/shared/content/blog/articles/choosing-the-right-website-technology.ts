export const content = `
<p>Website builders, WordPress, custom-coded sites, e-commerce platforms: the choice of technology behind a website can feel overwhelming, and the sales pitches don't help. The truth is there's no single best option. There's only the best fit for how your business works, who will maintain the site and what it needs to do over the next few years. This guide explains the main options in plain English and gives you the questions that lead to a sensible decision.</p>

<h2>Start with questions, not tools</h2>
<p>Before comparing platforms, answer these honestly. They narrow the field faster than any feature list.</p>
<ol>
<li><strong>Who will update the site, and how often?</strong> Changing opening hours twice a year is very different from publishing three blog posts a week.</li>
<li><strong>What must the site do?</strong> Show information, take inquiries, accept bookings, sell products, run a members' area?</li>
<li><strong>How important is speed and search visibility?</strong> For most businesses that rely on new customers finding them, the answer is "very".</li>
<li><strong>Who handles security and updates?</strong> Someone has to, whatever platform you choose.</li>
<li><strong>What's your budget over three years, not just at launch?</strong> Monthly fees add up.</li>
<li><strong>How easily could you move away later?</strong> Owning your content and domain protects you if your needs change.</li>
</ol>

<h2>The main options, honestly compared</h2>

<h3>Hosted website builders</h3>
<p>Services like Wix and Squarespace let you drag and drop a site together from templates, with hosting included in a monthly subscription.</p>
<ul>
<li><strong>Good for:</strong> very simple sites, owners who enjoy doing it themselves, quick launches.</li>
<li><strong>Watch out for:</strong> ongoing subscription costs, template-driven designs that look like many others, limited control over performance, and difficulty moving your site elsewhere later.</li>
</ul>

<h3>WordPress</h3>
<p>WordPress powers a huge share of the web. It's flexible, has a plugin for almost everything and is excellent for content-heavy sites.</p>
<ul>
<li><strong>Good for:</strong> businesses that publish a lot, sites needing specific plugins, teams who want a familiar editor.</li>
<li><strong>Watch out for:</strong> it needs regular updates to core, themes and plugins to stay secure; too many plugins can make it slow and fragile; cheap themes often carry a lot of unused code.</li>
</ul>

<h3>Custom-built websites</h3>
<p>A developer builds the site specifically for your business using modern web technologies, rather than adapting a general-purpose template.</p>
<ul>
<li><strong>Good for:</strong> businesses that want a distinctive design, fast loading, clean code and exactly the features they need, nothing more.</li>
<li><strong>Watch out for:</strong> you'll usually rely on your developer for larger changes, so choose one who explains things clearly and makes sure you own the finished site.</li>
</ul>

<h3>Dedicated e-commerce platforms</h3>
<p>Platforms such as Shopify are built around selling: product catalogs, carts, payments, stock and shipping.</p>
<ul>
<li><strong>Good for:</strong> shops with many products or where online sales are the core business.</li>
<li><strong>Watch out for:</strong> monthly fees, transaction fees on some plans, and paid apps for extra features. If you only sell a handful of items, a simpler e-commerce integration on your main site may be enough. Our <a href="/blog/online-store-launch-checklist">online store launch checklist</a> helps you work out what you need.</li>
</ul>

<h2>The parts people forget</h2>
<p>Whichever platform you choose, these basics matter just as much:</p>
<ul>
<li><strong>Domain name:</strong> register it in your own name and keep the login. It's surprisingly common for a business to lose access to its own domain because a former web person registered it in their name.</li>
<li><strong>Hosting:</strong> reliable, reasonably fast servers with HTTPS (the padlock in the browser) enabled as standard.</li>
<li><strong>Backups:</strong> automatic and regular, with a way to restore them that you've actually tested.</li>
<li><strong>Business email:</strong> an address on your own domain, like hello@yourbusiness.com, looks far more professional than a free webmail account.</li>
<li><strong>Analytics:</strong> a simple way to see visitors and inquiries, ideally one that respects privacy.</li>
</ul>

<h2>Comparing costs over three years</h2>
<p>Launch price is only part of the picture. Here's a simple way to compare, using rough illustrative numbers:</p>
<ul>
<li><strong>Do-it-yourself builder:</strong> a business plan of, say, $25 to $40 a month comes to roughly $900 to $1,440 over three years, plus the value of your own time designing and writing it.</li>
<li><strong>Template site plus paid plugins and maintenance:</strong> a setup fee, then monthly hosting and maintenance costs that can easily exceed the builder route.</li>
<li><strong>Custom site with a one-time price:</strong> a fixed upfront cost, then only hosting. At $10 a month, three years of hosting is $360.</li>
</ul>
<p>Always check what's included: revisions, support after launch, who owns the code and content, and what happens if you decide to leave.</p>

<blockquote>The right technology is the one you'll barely think about after launch, because it's fast, secure and does exactly what your business needs.</blockquote>

<h2>Our recommendation</h2>
<p>For most small businesses, a fast custom-built site that you fully own, with the features you actually need, is the best long-term value. That's what Goldline Studio builds: custom websites at fixed one-time prices with no monthly subscription, plus optional hosting with us for $10 a month. See what's included in each plan on our <a href="/#pricing">pricing section</a>, or <a href="/book-zoom">book a free Zoom consultation</a> to talk it through.</p>
`;
