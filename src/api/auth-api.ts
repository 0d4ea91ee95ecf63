import type { Api } from './client.js';
import type { LoginBody, PasswordChangeBody, RegisterBody, RegisterCheckBody } from '../core/auth-structs.js';
import type { Me } from '../core/me.js';

/** The auth and profile calls of API.md, typed. */
export function authApi(api: Api) {
  return {
    registerCheck: (body: RegisterCheckBody) => api.post<{ ticket: string }>('/auth/register/check', body),
    register: (body: RegisterBody) => api.post<{ account: string }>('/auth/register', body),
    login: (body: LoginBody) => api.post<{ token: string; device: string; user: Me }>('/auth/login', body),
    logout: () => api.post<void>('/auth/logout'),
    me: () => api.get<Me>('/me'),
    changePassword: (body: PasswordChangeBody) => api.post<void>('/me/password', body),
  };
}
export type AuthApi = ReturnType<typeof authApi>;
