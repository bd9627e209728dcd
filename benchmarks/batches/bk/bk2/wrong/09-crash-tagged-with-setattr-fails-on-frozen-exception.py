# Wrong: "an exception from a hook, of any kind (...), propagates as it is, that very exception, not
# wrapped". Before re-raising, the chain tags the exception with the hook (exc.failed_hook = hook); an
# exception that refuses attributes, e.g. an instance of @dataclass(frozen=True) class Frozen(Exception):
# code: int, turns this into a FrozenInstanceError, which propagates instead of the hook's own exception.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            exc.failed_hook = hook  # so the agent's log can say which hook broke
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
