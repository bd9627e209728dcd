# Breaks: "an exception from a hook, of any kind ..., propagates as it is" and "whatever attributes
# it carries (... fail_open: the hooks were chosen already)". A crashing hook that carries
# fail_closed = True is answered with a Deny instead: a hook raising ConnectionError("policy
# server down") with hook.fail_closed = True returns Deny(...) rather than raising.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if getattr(hook, "fail_closed", False) is True:
                return Deny(f"a policy check could not run ({type(exc).__name__})",
                            "try again later")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
