import { describe, expect, it } from 'vitest';
import { findSkills, keyOf, lookupSkill, taxonomy } from '../../../worker/ats/taxonomy/taxonomy';
import { tokenizeWithCase } from '../../../worker/ats/text';

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
    expect(tax.skills.length).toBeGreaterThanOrEqual(1500);
    const aliases = tax.skills.reduce((a, s) => a + s.aliases.length, 0);
    expect(aliases).toBeGreaterThanOrEqual(5000);
    const areas = tax.areas.map((a) => a.id);
    for (const area of ['law', 'teaching', 'sales', 'hr', 'civil', 'mechanical', 'electrical', 'fitness', 'finance', 'operations', 'testing', 'devops']) {
      expect(areas).toContain(area);
      expect(tax.skills.filter((s) => s.group === area).length).toBeGreaterThanOrEqual(15);
    }
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
  ])('maps "%s" to %s', (alias, name) => {
    expect(canonical(alias)).toBe(name);
  });

  it('finds skills in prose, longest match first, with C++ and C# kept apart from C', () => {
    expect(skillsIn('Built services with Spring Boot, C++ and C# on k8s.')).toEqual(['Spring Boot', 'C++', 'C#', 'Kubernetes']);
    expect(skillsIn('Worked on Node.js and MS-Excel sheets')).toEqual(['Node.js', 'Microsoft Excel']);
  });

  it('matches ambiguous short names only in their own spelling', () => {
    expect(skillsIn('Services written in Go and R')).toEqual(['Go', 'R']);
    expect(skillsIn('ready to go for a run or a walk')).toEqual([]);
  });
});
