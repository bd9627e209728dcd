# Breaks: "every hook in it runs, in order, ... given the current call itself (not a copy), even one
# running its own chain inside". A module-level Lock makes chains run one at a time ("never in
# parallel"); a hook that runs its own chain inside waits for the lock forever. Input:
# run_chain([lambda c: run_chain([], c) and None], call) -> never returns (deadlock).
import threading

from toolhooks import ALLOW, Deny, Rewrite

_ONE_CHAIN_AT_A_TIME = threading.Lock()


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    with _ONE_CHAIN_AT_A_TIME:  # deterministic: no two chains interleave
        for hook in hooks:
            decision = hook(call)
            if decision is None or decision is ALLOW:
                continue
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call
