# Breaks "every hook in it runs, in order" (each once; "A hook listed twice runs twice"): after a
# chain with a Rewrite, every hook is run a second time on the final input to verify it (a Deny
# there wins). Input: hooks = [RecordingHook("a", log), lambda c: Rewrite({"x": 1})] -> log is
# ["a", "a"], not ["a"].
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    rewritten = False
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            rewritten = True
    if rewritten:  # the earlier hooks never saw the final input: check it once more
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
    return call
