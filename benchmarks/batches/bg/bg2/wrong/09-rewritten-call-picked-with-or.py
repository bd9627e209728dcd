# Breaks "When no hook denies, a `ToolCall`: `call` with its input replaced by each
# `Rewrite` in turn" for a host's own call type: the rewritten call is picked with
# `rewritten or call`, so a falsy one is dropped. Input: `class SizedCall(ToolCall):
# def __len__(self): return len(self.input)`, a hook returning Rewrite({}) -> the
# original call (input {"amount_eur": 400}) comes back, not the one with input {}.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    rewritten = None
    for hook in hooks:
        decision = hook(rewritten or call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            rewritten = (rewritten or call).with_input(decision.new_input)
    return rewritten or call
