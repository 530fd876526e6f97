import { describe, expect, it } from 'vitest';
import type { Project, User } from '@pagelift/contract';
import { appReducer, initialAppState, remainingAfterCreate } from './appReducer.ts';

const user: User = { _id: 'u1', first_name: 'Ada', last_name: 'Lovelace', username: 'ada', email: 'ada@example.com', avatar: null, status: 'active', code: 1 };
const project = (id: string, extra: Partial<Project> = {}): Project => ({ _id: id, name: `P${id}`, url: 'example.com', deleted: false, settings: {}, createdAt: '', updatedAt: '', ...extra });

describe('appReducer', () => {
  it('CURRENT_USER sets the user and clearing it resets the whole state', () => {
    const signedIn = appReducer({ ...initialAppState, projects: [project('1')] }, { type: 'CURRENT_USER', user });
    expect(signedIn.user).toEqual(user);
    expect(signedIn.projects).toHaveLength(1);
    expect(appReducer(signedIn, { type: 'CURRENT_USER', user: null })).toEqual(initialAppState);
  });
  it('UPDATE_USER replaces the user', () => {
    const s = appReducer({ ...initialAppState, user }, { type: 'UPDATE_USER', user: { ...user, first_name: 'Augusta' } });
    expect(s.user?.first_name).toBe('Augusta');
  });
  it('GET_ALL_PROJECTS and GET_ONE_PROJECT replace the list without deleted projects', () => {
    const list = [project('1'), project('2', { deleted: true })];
    expect(appReducer(initialAppState, { type: 'GET_ALL_PROJECTS', projects: list }).projects.map((p) => p._id)).toEqual(['1']);
    expect(appReducer({ ...initialAppState, projects: [project('9')] }, { type: 'GET_ONE_PROJECT', projects: [project('3')] }).projects.map((p) => p._id)).toEqual(['3']);
  });
  it('CREATE_ONE_PROJECT appends, UPDATE_ONE_PROJECT replaces by _id, DELETE_ONE_PROJECT removes by _id', () => {
    let s = appReducer({ ...initialAppState, projects: [project('1')] }, { type: 'CREATE_ONE_PROJECT', project: project('2') });
    expect(s.projects.map((p) => p._id)).toEqual(['1', '2']);
    s = appReducer(s, { type: 'UPDATE_ONE_PROJECT', project: { _id: '2', name: 'Renamed' } });
    expect(s.projects[1].name).toBe('Renamed');
    expect(s.projects[0].name).toBe('P1');
    s = appReducer(s, { type: 'DELETE_ONE_PROJECT', id: '1' });
    expect(s.projects.map((p) => p._id)).toEqual(['2']);
  });
  it('GET_PROJECTS_REMAINING and GET_LICENSE set their values', () => {
    let s = appReducer(initialAppState, { type: 'GET_PROJECTS_REMAINING', projectsRemaining: -1 });
    expect(s.projectsRemaining).toBe(-1);
    const license = { licenseId: 'free', licenseName: 'Free', sitesRemaining: 1, expiration: null, productId: null };
    s = appReducer(s, { type: 'GET_LICENSE', license });
    expect(s.license).toEqual(license);
  });
});

describe('remainingAfterCreate', () => {
  it('decrements unless unlimited', () => {
    expect(remainingAfterCreate(3)).toBe(2);
    expect(remainingAfterCreate(-1)).toBe(-1);
    expect(remainingAfterCreate(0)).toBe(0);
  });
});
