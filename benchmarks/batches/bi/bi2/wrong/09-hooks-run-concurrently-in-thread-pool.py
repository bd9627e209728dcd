# Wrong: "Return the first Deny (no later hook runs)" and "A Rewrite replaces the call's input
# for the hooks after it". The hooks are run at once on a thread pool (for speed), then the
# decisions are read in order: with [deny_hook, recording_hook] the second still runs; with
# [cap_at_100, round_to_25] the second sees amount 400, not 100. The returned value is right
# when no hook rewrites and none records anything.
from concurrent.futures import ThreadPoolExecutor

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if not hooks:
        return call
    with ThreadPoolExecutor(max_workers=len(hooks)) as pool:
        decisions = list(pool.map(lambda hook: hook(call), hooks))
    for decision in decisions:
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
