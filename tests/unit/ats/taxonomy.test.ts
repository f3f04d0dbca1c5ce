import { describe, expect, it } from 'vitest';

import { tokenizeWithCase } from '../../../worker/ats/read/text';
import { findSkills, keyOf, lookupSkill, taxonomy } from '../../../worker/ats/taxonomy/taxonomy';

const tax = taxonomy();
const skillsIn = (text: string) => {
  const { lower, raw } = tokenizeWithCase(text);
  return findSkills(tax, lower.map(keyOf), raw).map((h) => tax.skills[h.skill]!.name);
};
const canonical = (phrase: string) => {
  const id = lookupSkill(tax, phrase);
  return id === null ? null : tax.skills[id]!.name;
};

describe('skills taxonomy', () => {
  it('is large and spans many professions', () => {
    expect(tax.skills.length).toBeGreaterThanOrEqual(3000);
    const aliases = tax.skills.reduce((a, s) => a + s.aliases.length, 0);
    expect(aliases).toBeGreaterThanOrEqual(10000);
    const areas = tax.areas.map((a) => a.id);
    expect(areas.length).toBeGreaterThanOrEqual(50);
    const size = (area: string) => tax.skills.filter((s) => s.group === area).length;
    for (const area of [
      'law',
      'teaching',
      'sales',
      'hr',
      'civil',
      'mechanical',
      'electrical',
      'fitness',
      'finance',
      'operations',
      'testing',
      'devops',
      'health',
      'pharma',
      'banking',
      'marketing',
      'logistics',
      'hospitality',
      'retail',
      'admin',
      'electronics',
      'telecom',
      'agriculture',
      'trades',
      'media',
      'arts',
      'design',
    ]) {
      expect(areas).toContain(area);
      expect(size(area)).toBeGreaterThanOrEqual(15);
    }
    for (const area of ['insurance', 'customerservice', 'aviation', 'realestate'])
      expect(size(area)).toBeGreaterThanOrEqual(8);
  });

  it('has no alias claimed by two skills', () => {
    expect(tax.collisions).toEqual([]);
  });

  it.each([
    ['JS', 'JavaScript'],
    ['Javascript', 'JavaScript'],
    ['java script', 'JavaScript'],
    ['k8s', 'Kubernetes'],
    ['K8S', 'Kubernetes'],
    ['MS Excel', 'Microsoft Excel'],
    ['ASP .NET', 'ASP.NET'],
    ['asp.net', 'ASP.NET'],
    ['nodejs', 'Node.js'],
    ['Node JS', 'Node.js'],
    ['ReactJS', 'React'],
    ['C sharp', 'C#'],
    ['Golang', 'Go'],
    ['Postgres', 'PostgreSQL'],
    ['Power-BI', 'Power BI'],
    ['AutoCAD 2D', 'AutoCAD'],
    ['drafting of pleadings', 'Legal drafting'],
    ['lesson plans', 'Lesson planning'],
    ['talent acquisition', 'Recruitment'],
    ['HIIT', 'Cardio training'],
    // Healthcare and life sciences
    ['Paediatrics', 'Pediatrics'],
    ['OB/GYN', 'Obstetrics and gynecology'],
    ['Scrub nurse', 'Operating theatre'],
    ['Haemodialysis', 'Nephrology'],
    ['CAPA', 'Root cause analysis'],
    ['OOS investigation', 'Out of specification'],
    ['Medidata Rave', 'Clinical data management systems'],
    // Engineering
    ['Pro-E', 'PTC Creo Parametric'],
    ['GD&T', 'GD&T'],
    ['Caesar II', 'Piping stress analysis'],
    ['VCB', 'Circuit breakers'],
    ['TIA Portal', 'Siemens PLC'],
    ['Megger testing', 'Insulation resistance testing'],
    ['STM32', 'ARM microcontrollers'],
    ['System Verilog', 'SystemVerilog'],
    ['eNodeB', '4G LTE'],
    // Finance, banking, insurance
    ['Tally Prime', 'Tally ERP'],
    ['GSTR-3B', 'Goods and services tax'],
    ['TDS returns', 'Tax deducted at source'],
    ['Finacle', 'Core banking'],
    ['NEFT', 'Remittances'],
    ['Guidewire ClaimCenter', 'Guidewire'],
    // Sales, marketing, operations, logistics
    ['Feet on street', 'Field sales executive'],
    ['AdWords', 'Google Ads'],
    ['SEMrush', 'SEO tools'],
    ['Bill of lading', 'Ocean freight'],
    ['Cycle count', 'Inventory management'],
    ['Pick and pack', 'Picking and packing'],
    ['Opera PMS', 'Hotel software'],
    ['HACCP', 'Food safety'],
    ['Zendesk', 'Ticketing systems'],
    ['Amadeus', 'Airline ticketing'],
    // People professions
    ['greytHR', 'HRIS'],
    ['Articulate Storyline', 'Instructional design'],
    ['Anticipatory bail', 'Bail applications'],
    ['Section 138', 'Banking law'],
    ['Manupatra', 'Manupatra'],
    ['CTET', 'Teacher training'],
    ['Montessori trained', 'Montessori'],
    ['B.P.Ed', 'Physical education'],
    ['Kettlebells', 'Functional fitness'],
    ['Bharatnatyam', 'Bharatanatyam'],
    ['Water colour', 'Watercolour painting'],
    ['Anchoring events', 'Event anchoring'],
    ['Bricklaying', 'Masonry work'],
    ['JCB operator', 'Heavy equipment operation'],
    ['Drip irrigation', 'Irrigation'],
    ['DGCA', 'Aviation regulations'],
    // Software
    ['EF Core', 'Entity Framework Core'],
    ['DRF', 'Django REST framework'],
    ['Jenkinsfile', 'Jenkins'],
    ['RHCSA', 'RHEL administration'],
    ['FortiGate firewall', 'FortiGate'],
    ['XGBoost', 'XGBoost'],
    ['Power Query M', 'Power Query'],
    ['LWC', 'Salesforce Lightning'],
  ])('maps "%s" to %s', (alias, name) => {
    expect(canonical(alias)).toBe(name);
  });

  it('finds skills in prose, longest match first, with C++ and C# kept apart from C', () => {
    expect(skillsIn('Built services with Spring Boot, C++ and C# on k8s.')).toEqual([
      'Spring Boot',
      'C++',
      'C#',
      'Kubernetes',
    ]);
    expect(skillsIn('Worked on Node.js and MS-Excel sheets')).toEqual(['Node.js', 'Microsoft Excel']);
  });

  it('matches ambiguous short names only in their own spelling', () => {
    expect(skillsIn('Services written in Go and R')).toEqual(['Go', 'R']);
    expect(skillsIn('ready to go for a run or a walk')).toEqual([]);
  });

  it('keeps bundles apart: a specialty is its own skill in its profession', () => {
    expect(skillsIn('Staff nurse in cardiology and paediatrics wards')).toEqual([
      'Nursing',
      'Cardiology',
      'Pediatrics',
    ]);
    expect(skillsIn('Siemens S7 and Allen Bradley controllers')).toEqual(['Siemens PLC', 'Allen-Bradley PLC']);
    const areaOf = (name: string) => tax.skills[tax.byName.get(name.toLowerCase())!]!.group;
    expect(areaOf('Cardiology')).toBe('health');
    expect(areaOf('Letters of credit')).toBe('banking');
    expect(areaOf('Freight forwarding')).toBe('logistics');
    expect(areaOf('Carpentry')).toBe('trades');
  });

  it('does not turn ambiguous abbreviations into the wrong profession', () => {
    // RAC is Oracle Real Application Clusters among databases, never refrigeration by abbreviation.
    expect(canonical('Oracle RAC')).toBe('Oracle RAC');
    expect(skillsIn('Refrigeration and air conditioning plant')).toEqual(['Refrigeration and air conditioning']);
    expect(canonical('Circuit breaker pattern')).toBe('Circuit breaker pattern');
    expect(canonical('VCB')).toBe('Circuit breakers');
  });
  it('keeps a markup language apart from each framework that uses it', () => {
    // XAML is written for WPF, UWP, Silverlight, Xamarin.Forms and MAUI alike: it names none of them.
    expect(skillsIn('Wrote views in XAML with MVVM bindings')).toEqual(['XAML', 'MVVM']);
    expect(skillsIn('Desktop tools in WPF and WinForms')).toEqual(['WPF', 'Windows Forms']);
    expect(canonical('Windows Presentation Foundation')).toBe('WPF');
  });
  it('does not read everyday words as skills of another profession', () => {
    // Words that stem to common ones ("grounding" -> ground, "stringing" -> string, "cycling" ->
    // cycle) or common nouns ("host", "server", "editor", "features") are not aliases on their own.
    expect(skillsIn('Field officers on the ground; passed a string to the server host')).toEqual([]);
    expect(skillsIn('Parsed command line arguments and shipped new features in the editor')).toEqual([]);
    expect(skillsIn('Shortened the review cycle at the turning point of the trade')).toEqual([]);
    expect(skillsIn('Acting as liaison under the Companies Act')).not.toContain('Stage and screen acting');
  });
});
