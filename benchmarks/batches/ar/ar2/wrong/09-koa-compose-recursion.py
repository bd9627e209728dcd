# Breaks: "hooks is a list ... of any length; every hook in it runs". Built like Koa's compose,
# each hook's step calls the next step, so the stack grows one frame per hook: a list of 5,000
# allowing hooks (lambda c: None) raises RecursionError instead of returning the call.
from toolhooks import Deny, Rewrite


def _link(hook, following):
    def step(current):
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
        return following(current)
    return step


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    pipeline = lambda current: current  # noqa: E731 - the innermost step
    for hook in reversed(hooks):
        pipeline = _link(hook, pipeline)
    return pipeline(call)
