// Everyday words that are also a taxonomy alias on their own ("write" meets "Writ petitions",
// "checkout" Cashiering, "clear" Clearing). Reviewed by hand from the one-word aliases of the data
// files. Such a word names its skill only where the context makes it sure (see read/context.ts):
// a list of skills, the skill's other words nearby, or other skills of its area in the same text.
// Words of GENERAL_ENGLISH (../../read/english.ts) are treated the same way.
export default `
write writes writing written clear clearing screen screens screening cash checkout ship shipping care
lead leads drive driving present presenting presentation presentations service services
express spring swing ant camel nose dash realm unity oracle storm hue glue spark hive pig impala flume
beats windows remedy routing switching cabling proxy vault consul chef puppet packer helm lambda aurora
sketch notion slack lightning remix polygon quorum stellar ripple basis avid maya blender lean inventor
foundations bridges highways drainage construction billing bidding piling footings centering valuation
architecture mechanisms casting forging stamping grinding milling valves engines cranes lifts elevators
motors generators batteries wiring relays transformers inspection packaging mining blasting
selling events branding advertising collections exports payments lending insurance claims provisions
stores inventory buying purchasing strategy transformation coordination cooking baking tourism
administration admin typing scheduling governance outlook rally workshops roadmap consulting pricing
hiring monster indeed shine induction orientation compensation inclusion immigration legal contracts
agreements hearings notices deeds assessment evaluation grading science history geography research
publications admissions clinical imaging therapy medicine doctor surgery fitness running spinning
cricket spa arts painting drawing crafts shooting music keyboard mixing dance styling translation
publishing radio decoration festivals heritage portfolio reasoning flexibility creativity accuracy
dedication honesty integrity responsibility commitment confidence patience listening
debate resilience initiative ownership accountability internet email volunteering casualty triage
join joins flexible honest responsible integrity clusters relocation commission audit audits sprint sprints
storytelling playbook playbooks beat staff staffing schedule bed desk commit commitment committed
creative creatives creativity meditation toil
deviations tablets compression recovery deposits teller bonds consolidation assurance treasury targeting
alliances exhibitions conferences surveys leasing trucking customs dispatch packing sourcing imports
commodities replenishment shrinkage sampling reception housekeeping steward reservations catering cruise
filing pantry pilot seeds farming ecology recycling sustainability plastering tiling rigging alterations
sewing appeals chambers bail tuition swimming football chess golf squash hockey tennis massage pottery
singing guitar piano flute drums drama actor props decor editorial presenter reels combine harness swarm
canary phantom hydra volatility autopsy panorama flax feast chroma cubes tidal cursors triggers joins
generics jersey jackson pillow wheel behave serenity espresso detox artillery eggplant squish amplify
nomad network harbor ingress kickstart shiny caret prophet recoil leaflet rollup prettier lighthouse
electron kong eureka dapper sphinx jetpack dagger hilt druid toad axe pact jasmine chromatic bicep calico
flannel fortify sentry litmus samba riverbed burp falco bagging boosting concur deluge rust ruby julia
dart flash backbone ember razor retrofit mirroring replication transactions workbench indexing
partitioning walkthroughs cucumber karate jest mocha allure beanstalk cloud containers rancher bamboo
monitoring logging envoy scripting patching printers checkpoint squid statistics torch visualization
macros optimization quant kettle reporting dashboards premiere audition rendering animation programming
coding debugging profiling estimating estimation costing surveying levelling leveling infrastructure railways
excavation interiors landscaping drafting fluent harmonics feeders inverters converters transmitters
calibre atoll nemo microwave sensors lasers security securities collection quilling rails
operations warehouse warehouses courier couriers compliance
`;

// Plurals that name a thing, not the skill their singular names ("medicines" are drugs, not Medicine;
// "drawings" are documents, not Drawing): such a plural is a name's own form only where a name writes it.
export const thingPlurals = `
medicines drawings
`;
