# Breaks "A Rewrite applies as given": Windows and old-Mac line ends in rewritten string values are
# normalised to "\n". Input: hooks [lambda c: Rewrite({**c.input, "body": "line 1\r\nline 2"})]
# gives input["body"] == "line 1\nline 2".
from toolhooks import ALLOW, Deny, Rewrite


def _clean(new_input):
    return {key: value.replace("\r\n", "\n").replace("\r", "\n") if isinstance(value, str)
            else value for key, value in new_input.items()}


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(_clean(decision.new_input))
    return call
