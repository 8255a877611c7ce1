export const content = `
<p>When someone searches for "dentist near me" or "bike repair downtown", Google shows a map with a handful of businesses before any ordinary results. Getting into that short list is one of the most valuable things a local business can do online, and the good news is that most of the work is free. It takes a few focused hours to set up and a little regular attention afterward. This guide covers the basics in the order we'd tackle them.</p>

<h2>How local rankings work, in plain English</h2>
<p>Google says local results are based mainly on three things:</p>
<ul>
<li><strong>Relevance</strong>: how well your business matches what the person searched for.</li>
<li><strong>Distance</strong>: how far you are from the searcher or the location they typed.</li>
<li><strong>Prominence</strong>: how well known and well regarded your business is, judged from reviews, links, mentions around the web and your website.</li>
</ul>
<p>You can't move your premises closer to every customer, but you can make your relevance unmistakable and build your prominence steadily. Everything below serves one of those two goals.</p>

<h2>Step 1: Claim your listings and keep them consistent</h2>
<h3>Complete your Google Business Profile</h3>
<p>Your Google Business Profile is the listing that appears on Maps and in the local results. If you do only one thing from this article, do this. Claim the profile, verify it, and then fill in every field you reasonably can.</p>
<ol>
<li><strong>Business name</strong>: use your real-world name exactly as it appears on your sign. Adding keywords or town names that aren't part of your actual name breaks Google's guidelines and can get the listing suspended.</li>
<li><strong>Primary category</strong>: choose the most specific one that fits, such as "Emergency veterinarian" rather than just "Veterinarian" if that's what you are. Add a few secondary categories for other real services.</li>
<li><strong>Address or service area</strong>: if customers visit you, show your address. If you travel to them, set a service area and hide the address.</li>
<li><strong>Hours</strong>, including holiday hours, so people never turn up to a locked door.</li>
<li><strong>Website link</strong>, pointing to your homepage or the most relevant location page.</li>
<li><strong>Services and products</strong>, listed with short descriptions and prices where possible.</li>
<li><strong>Photos</strong>: your storefront, interior, team and real work. Add new ones every month or two.</li>
</ol>
<p>Bing Places and Apple Business Connect work similarly and take a few minutes each, so set those up too.</p>

<h3>Keep your name, address and phone number identical everywhere</h3>
<p>Search engines cross-check your details across the web. If one directory says "Smith and Sons Plumbing, Suite 4" and another says "Smith Plumbing Co." with an old phone number, it creates doubt about which is correct. Pick one exact format for your name, address and phone number and use it everywhere: your website footer, your Google profile, Facebook, Yelp, industry directories and your local chamber of commerce.</p>
<p>Once a year, search for your business name and your old phone numbers to find stray listings that need updating.</p>

<h2>Step 2: Make your website clearly local</h2>
<p>Your website is a big part of how Google judges relevance. Make it obvious what you do and where you do it.</p>
<h3>On every page of your site</h3>
<ul>
<li>Your name, address (if you have a public one) and a clickable phone number in the footer.</li>
<li>Page titles that combine service and place, such as "Family Dentist in Northside, Denver | Bright Smile Dental".</li>
</ul>
<h3>On your key service and location pages</h3>
<ul>
<li>A dedicated page for each main service, describing it in detail.</li>
<li>If you serve several towns, a genuinely useful page for each one: local projects you've completed, travel times, parking notes, reviews from customers there. Avoid copy-and-paste pages that only swap the town name; they help no one and search engines largely ignore them.</li>
<li>Structured data (LocalBusiness schema) in the page code, which tells search engines your address, hours and contact details in a format they read easily. Your web designer can add this.</li>
</ul>
<p>For a full page-by-page routine, see our <a href="/blog/on-page-seo-checklist">on-page SEO checklist</a>.</p>

<h2>Step 3: Earn reviews, and answer them</h2>
<p>Reviews influence both your ranking and whether a searcher picks you over the business listed next to you. The businesses with the most reviews usually aren't the ones with the happiest customers; they're the ones that ask.</p>
<ul>
<li><strong>Ask at the moment of delight</strong>: when a customer thanks you, when you hand over the finished job, or in a follow-up email the next day.</li>
<li><strong>Make it one tap</strong>: your Google profile gives you a short review link. Put it in emails, texts, receipts and a QR code at the counter.</li>
<li><strong>Reply to every review</strong>, good or bad, within a few days. Thank people by name. For negative reviews, stay calm, acknowledge the issue and offer to sort it out offline.</li>
<li><strong>Don't buy reviews or offer discounts in exchange for them.</strong> It's against Google's policies and can get reviews removed.</li>
</ul>

<h2>Step 4: Build local prominence</h2>
<p>Mentions and links from other local websites tell search engines you're an established part of the community. Good sources include your chamber of commerce, local business associations, suppliers and partners who list recommended trades, community events or teams you sponsor, and local news or blogs that cover your work. One genuine link from a respected local site is worth more than dozens from random directories.</p>

<h2>A simple 30-day plan</h2>
<ol>
<li><strong>Week 1</strong>: claim and fully complete your Google Business Profile; set up Bing and Apple listings.</li>
<li><strong>Week 2</strong>: fix inconsistent listings and make sure your website footer matches exactly.</li>
<li><strong>Week 3</strong>: review your site's titles and service pages so each clearly states service and location.</li>
<li><strong>Week 4</strong>: start a review routine and ask your ten most recent happy customers.</li>
</ol>
<p>After that, an hour a month (new photos, replying to reviews, one local link or mention) keeps things moving. Results build gradually over a few months rather than overnight, so be patient and consistent.</p>

<p>Every Goldline Studio site is built mobile-friendly with basic SEO in place, and our Pro and Elite plans add advanced SEO, so your pages start life with the right foundations for local search. See what's included on our <a href="/#pricing">pricing section</a>, or <a href="/book-zoom">book a free Zoom call</a> to talk through your local search goals.</p>
`;
