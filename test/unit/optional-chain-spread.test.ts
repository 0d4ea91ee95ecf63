// The build keeps `?.` for Chrome 80–90, which throw on a call with a spread argument inside an optional chain:
// the check that refuses that form must see it in minified code, and nothing else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spreadCallsInOptionalChains } from '../../scripts/optional-chain-spread.mjs';

test('a call with a spread argument anywhere in an optional chain is found', () => {
  for (const js of ['a?.b(...c,1)', 'f?.(...c,1)', 'a?.b.c(...d,1)', 'a?.[k](...d)', 'a?.b(x).c(y,...z)', 'x=a?.b(`${c}`,...d);', 'a?.b(")",...c)']) {
    assert.equal(spreadCallsInOptionalChains(js).length, 1, js);
  }
});

test('spreads outside optional chains, in nested literals, and conditionals are left alone', () => {
  for (const js of ['a.b(...c,1)', 'a?.b(c,{...d})', 'a?.b(c,[...d])', 'a?.b;f(...c,1)', 'x=a?.5:f(...b,1)', 'a?.b("...",c)', 's="why?.("']) {
    assert.equal(spreadCallsInOptionalChains(js), [], js);
  }
});

test.run();
