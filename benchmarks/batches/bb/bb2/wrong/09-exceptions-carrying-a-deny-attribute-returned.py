# Breaks: "an exception from a hook, of any kind ..., propagates as it is" (and "Do not catch
# exceptions"). An exception carrying a Deny in a `deny` attribute (raise-to-refuse style) is
# caught and that Deny returned: class Refused(Exception) with self.deny = Deny("no") -> Deny("no").
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            carried = getattr(exc, "deny", None)
            if isinstance(carried, Deny):  # the hook refused by raising: honour it
                return carried
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
