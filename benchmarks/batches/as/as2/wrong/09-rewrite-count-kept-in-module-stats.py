# Breaks: "When no hook denies, ... `call` with its input replaced by each `Rewrite` in turn" with
# a hook "running its own chain inside": the rewrite count sits in module STATS, reset by each run,
# so an inner chain zeroes the outer's. Input: hooks [lambda c: Rewrite({"amount_eur": 50}),
# lambda c: run_chain([], c) and None] on input {"amount_eur": 400} returns the call with 400.
from toolhooks import ALLOW, Deny, Rewrite

STATS = {"hooks_run": 0, "rewrites": 0, "denied": False}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    STATS.update(hooks_run=0, rewrites=0, denied=False)
    current = call
    for hook in hooks:
        decision = hook(current)
        STATS["hooks_run"] += 1
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            STATS["denied"] = True
            return decision
        if isinstance(decision, Rewrite):
            STATS["rewrites"] += 1
            current = current.with_input(decision.new_input)
    return current if STATS["rewrites"] else call
