# Breaks: "an exception from a hook, of any kind ..., propagates as it is". A hook raising
# toolhooks' ConfigError (set up without its settings) is read as "not configured for this tool,
# no opinion". Input: hooks=[h] where h raises toolhooks.errors.ConfigError("no limits file"):
# run_chain returns the call instead of raising.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401
from toolhooks.errors import ConfigError


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        try:
            decision = hook(current)
        except ConfigError:
            continue  # an unconfigured hook has nothing to say about this call
        match decision:
            case Deny():
                return decision
            case Rewrite(new_input=new_input):
                current = current.with_input(new_input)
    return current
