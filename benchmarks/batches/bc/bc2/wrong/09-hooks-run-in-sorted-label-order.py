# Breaks: "every hook in it runs, in order". Hooks are labelled "<position>:<name>" for the log
# and run in sorted label order, which is string order: with 11 hooks, the one at position 10
# ("10:...") runs before the one at position 2 ("2:...").
from toolhooks import Deny, Rewrite


def _label(position, hook):
    return f"{position}:{getattr(hook, '__name__', type(hook).__name__)}"


def run_chain(hooks, call):
    plan = {_label(i, hook): hook for i, hook in enumerate(hooks)}
    for label in sorted(plan):  # a stable, readable order for the audit log
        decision = plan[label](call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
