# Breaks: "every hook in it runs, ... a bound method too, ..., given the current call itself".
# Hooks whose __code__ takes two arguments are also handed the trusted context, but a bound
# method's __code__ counts `self`: a hook obj.check (def check(self, call)) is called as
# check(call, call.context) and raises TypeError instead of deciding.
from toolhooks import Deny, Rewrite


def _ask(hook, call):
    code = getattr(hook, "__code__", None)
    if code is not None and code.co_argcount >= 2:
        return hook(call, call.context)  # a hook that also wants the session's context
    return hook(call)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _ask(hook, call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
