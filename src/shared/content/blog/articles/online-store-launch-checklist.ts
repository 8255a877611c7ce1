export const content = `
<p>Opening an online store is exciting, and it's easy to get caught up in the design and forget the unglamorous details that make the difference between a smooth launch and a stressful one. This checklist walks through everything we make sure is ready before a small store goes live, from product photos to refund policies to that all-important first test order. Work through it in order and tick things off as you go.</p>

<h2>1. Products and pricing</h2>
<p>Your products are the heart of the store, so get the details right before anything else.</p>
<ul>
<li><strong>Start focused.</strong> Launch with your best sellers rather than your entire range. Ten well-presented products beat a hundred thin listings, and you can add more once things are running smoothly.</li>
<li><strong>Write helpful descriptions.</strong> Lead with who the product is for and the benefit, then the practical details: size, materials, care instructions, what's in the box. Answer the questions customers ask you in person.</li>
<li><strong>Take consistent photos.</strong> Use the same background and lighting across products, with several angles, a close-up of texture or detail, and at least one image showing scale or the product in use.</li>
<li><strong>Check your margins.</strong> Include payment processing fees, packaging, shipping costs and returns in your pricing, not just the cost of goods.</li>
<li><strong>Organize sensibly.</strong> Group products into a few clear categories that match how customers think, not how your stockroom is arranged.</li>
<li><strong>Set up variants properly</strong>, such as sizes and colors, each with its own stock level so you never sell something you don't have.</li>
</ul>

<h2>2. Payments, shipping and tax</h2>
<p>This is where surprises at checkout lose sales, so be clear and upfront.</p>
<h3>Payments</h3>
<ul>
<li>Connect a reputable payment provider and complete its verification steps early, as approval can take a few days.</li>
<li>Offer the methods your customers expect: major cards at minimum, plus popular digital wallets where possible.</li>
<li>Check the checkout is secure (HTTPS throughout) and never store card details yourself.</li>
</ul>
<h3>Shipping</h3>
<ul>
<li>Decide on a simple shipping model: flat rate, free over a set order value, or calculated by weight. Simple is usually better for a small store.</li>
<li>Show shipping costs and delivery times before checkout, ideally on product pages.</li>
<li>Offer local pickup if you have premises; local customers love it.</li>
<li>Stock up on packaging and do a practice pack of your most common orders.</li>
</ul>
<h3>Tax</h3>
<p>Sales tax rules vary by location and can depend on where your customers are, not just where you are. Speak to an accountant before launch about what you need to collect and report, and configure your store to match.</p>

<h2>3. Policies and trust pages</h2>
<p>Shoppers buying from a business they've never heard of look for signs that it's legitimate. Make sure these pages exist and are linked in your footer:</p>
<ol>
<li><strong>Shipping policy</strong>: costs, carriers, processing time and delivery estimates.</li>
<li><strong>Returns and refunds policy</strong>: time limits, condition requirements, who pays return postage and how long refunds take.</li>
<li><strong>Privacy policy</strong>: what data you collect and how it's used.</li>
<li><strong>Terms of sale.</strong></li>
<li><strong>About page</strong>: the real people behind the business. For a small store, your story is a genuine selling point.</li>
<li><strong>Contact page</strong>: an email address, a contact form and, if possible, a phone number and response time.</li>
</ol>
<p>Write your policies in plain English. A short, friendly returns policy can persuade hesitant first-time buyers.</p>

<h2>4. The pre-launch test</h2>
<p>Never launch without placing real orders yourself. Ask a friend or two to help, ideally on different phones.</p>
<ul>
<li>Place a complete order with a real card, then refund it to check both processes work.</li>
<li>Confirm order confirmation and shipping emails arrive, look professional and contain the right details.</li>
<li>Try a discount code, an out-of-stock product and a mistyped card number to see how the store handles each.</li>
<li>Complete a purchase entirely on a phone. Most shoppers will, so the mobile checkout must be effortless. Our guide to <a href="/blog/mobile-first-design">mobile-first design</a> explains what to look for.</li>
<li>Check every page loads quickly, especially product pages with lots of photos. See <a href="/blog/website-speed-matters">why website speed matters</a>.</li>
<li>Click every link in the header, footer and policy pages.</li>
<li>Make sure product pages have unique titles and descriptions for search engines.</li>
<li>Set up analytics so you can see visits, sales and where customers come from.</li>
</ul>

<h2>5. Launch week and the first month</h2>
<p>A quiet launch is normal. Online stores build momentum over time, so plan to give yours a nudge.</p>
<ul>
<li><strong>Tell the people who already know you</strong>: existing customers, your email list, social followers, friends and local community groups.</li>
<li><strong>Offer a modest launch incentive</strong>, such as free shipping for the first two weeks.</li>
<li><strong>Pack the first orders beautifully</strong> and include a handwritten thank-you note. Early customers become your first reviewers.</li>
<li><strong>Ask for reviews</strong> a week or so after delivery, and display them on product pages.</li>
<li><strong>Watch where people drop off.</strong> If many add to cart but don't buy, look at shipping costs, checkout steps and trust signals first.</li>
<li><strong>Keep a list of questions customers ask</strong>, and add the answers to your product pages and an FAQ.</li>
</ul>

<blockquote>The best first store isn't the biggest one. It's the one where every product page answers the customer's questions and every order arrives exactly as promised.</blockquote>

<h2>Ready to start selling?</h2>
<p>Goldline Studio's Elite plan includes e-commerce integration alongside unlimited pages and a blog, so your store and your main website live together under one brand. Compare what's included on our <a href="/#pricing">pricing section</a>, or <a href="/book-zoom">book a free Zoom consultation</a> to plan your store with us.</p>
`;
