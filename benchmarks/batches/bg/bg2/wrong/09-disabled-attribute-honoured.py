# Breaks "every hook in it runs ... whatever attributes it carries (... the hooks were chosen
# already)": a hook whose `disabled` attribute is true is skipped, and an object whose
# __getattr__ answers every name always looks disabled. Input: run_chain([h], call) with
# h = unittest.mock.Mock(return_value=Deny("no refunds")) (or a function with
# h.disabled = True) -> call instead of the Deny.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        if getattr(hook, "disabled", False):
            continue  # switched off in config
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
