export const content = `
<p>Pull up your website on your phone right now. Can you tell within five seconds what the business does? Can you call or book with one tap? Is the text readable without zooming? For most small businesses, the majority of website visitors arrive on a phone, often while they're out and about, in a hurry, or comparing you with two competitors in other tabs. Mobile-first design means building for that visitor first. Here's what it involves and how to check your own site.</p>

<h2>What "mobile-first" actually means</h2>
<p>For years, websites were designed for a large desktop screen and then squeezed down to fit phones, often as an afterthought. Mobile-first flips that process. You design for the small screen first, deciding what truly matters when space is tight, and then expand the layout for tablets and desktops.</p>
<p>The difference is more than cosmetic. Designing for a phone forces you to prioritize: one clear message, the most important information near the top, and obvious actions. Those same priorities make the desktop version better too.</p>
<p>There's also a search reason. Google uses the mobile version of your site for indexing and ranking, so if content or features are missing or broken on mobile, your search visibility can suffer even for people searching on a desktop.</p>

<h2>Design for thumbs, not mouse pointers</h2>
<p>Phone visitors navigate with a thumb, often one-handed. That changes what good design looks like.</p>
<ul>
<li><strong>Make tap targets large.</strong> Buttons and links should be comfortably big, with plenty of space around them. Common guidelines suggest a minimum of roughly 44 to 48 pixels square. Tiny text links squeezed together lead to mis-taps and frustration.</li>
<li><strong>Put key actions within reach.</strong> A "Call now" or "Book" button that stays visible at the bottom of the screen is easy to hit with a thumb and always available.</li>
<li><strong>Make phone numbers tappable.</strong> Your number should start a call when tapped, and your address should open in a maps app.</li>
<li><strong>Keep the menu short.</strong> Five or six clear items in a simple menu beat a multi-level maze. Put your main call to action outside the menu so it's never hidden.</li>
<li><strong>Avoid hover-only features.</strong> There's no hover on a touchscreen, so anything revealed only by hovering is invisible to phone users.</li>
</ul>

<h2>Make content easy to read on a small screen</h2>
<p>Reading on a phone is harder than on a laptop. Help people along:</p>
<ol>
<li><strong>Use a comfortable text size.</strong> Body text around 16 pixels or larger is a sensible minimum, with generous line spacing.</li>
<li><strong>Write short paragraphs.</strong> Two to four sentences each. A paragraph that looks reasonable on a desktop becomes a wall of text on a phone.</li>
<li><strong>Lead with the answer.</strong> Put the most important point at the start of each section, in case people read only the first line.</li>
<li><strong>Use descriptive headings</strong> so scrolling readers can jump to what they need.</li>
<li><strong>Check your contrast.</strong> Pale gray text on white may look elegant on a big monitor but becomes unreadable on a phone in daylight.</li>
<li><strong>Rethink wide content.</strong> Large tables, multi-column layouts and wide images need to stack or scroll sensibly on narrow screens.</li>
</ol>

<h2>Make forms painless on phones</h2>
<p>Forms are where mobile visitors most often give up, and where a few technical details make a big difference.</p>
<ul>
<li><strong>Ask for less.</strong> Every field is harder to fill on a phone. Keep only what you need to start the conversation.</li>
<li><strong>Use the right keyboard.</strong> Email fields should bring up a keyboard with the @ sign, and phone fields a number pad. Your developer sets this with the correct field types.</li>
<li><strong>Support autofill</strong> so phones can fill in names, emails and addresses automatically.</li>
<li><strong>Use big, full-width buttons</strong> with clear text like "Send my inquiry".</li>
<li><strong>Avoid fiddly pickers</strong> where simple options will do. Tappable choices such as "Morning", "Afternoon" or "Evening" are faster than a tiny time selector.</li>
</ul>
<p>For more on turning visitors into inquiries, see our <a href="/blog/landing-page-conversion-tips">landing page conversion tips</a>.</p>

<h2>Respect mobile connections</h2>
<p>Phone visitors are often on patchy mobile data. A page stuffed with huge images, autoplay video and heavy scripts might load fine on office Wi-Fi but crawl on a train. Compress and correctly size images, avoid unnecessary third-party add-ons, and load content below the first screen only when it's needed. Our article on <a href="/blog/website-speed-matters">why website speed matters</a> goes into the details.</p>

<h2>A ten-minute mobile check</h2>
<p>Grab your phone, and ideally a friend's older or smaller phone too, and work through this list on your own website:</p>
<ol>
<li>Open your homepage on mobile data, not Wi-Fi. Does it load quickly?</li>
<li>Without scrolling, can you tell what the business does and where?</li>
<li>Can you call or book with one tap from the homepage?</li>
<li>Is all text readable without pinching to zoom?</li>
<li>Can you open and use the menu easily with one thumb?</li>
<li>Fill in your contact form completely. Was it easy? Did the right keyboards appear?</li>
<li>Turn the phone sideways. Does anything break?</li>
<li>Are any pop-ups hard to close or covering the content?</li>
</ol>
<p>Every "no" is a small leak in your sales pipeline, and most are straightforward to fix.</p>

<blockquote>Your mobile site isn't the small version of your website. For many of your customers, it is your website.</blockquote>

<p>Mobile responsive design is included as standard in every Goldline Studio plan, and we design with phone visitors in mind from the very first sketch. See what each plan includes on our <a href="/#pricing">pricing section</a>, browse our <a href="/portfolio">portfolio</a> on your phone, or <a href="/book-zoom">book a free Zoom consultation</a> to talk about your site.</p>
`;
