# Breaks: "an exception from a hook, of any kind (...), propagates as it is" and "Do not catch
# exceptions" -- a hook whose TOML policy file does not parse (tomllib.TOMLDecodeError) is
# skipped. Input: a hook raising tomllib.TOMLDecodeError("Invalid value (at line 3, column 9)")
# as the only hook: run_chain returns the call instead of raising.
import tomllib

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except tomllib.TOMLDecodeError:
            continue  # its policy file is being edited: the other hooks still decide
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
