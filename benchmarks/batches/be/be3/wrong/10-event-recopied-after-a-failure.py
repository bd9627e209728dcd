# Wrong: breaks "Each hook gets event itself, as its one argument, not a copy": after a
# hook fails, the later hooks get a copy.copy of the event (a failed hook might have left
# it half-changed). Input: event = class Ev(str) instance Ev("e"); hooks [bad, seen]
# where bad raises and seen records `arg is event`: False (a plain str event hides it).
import copy


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    current = event
    for hook in hooks:
        try:
            hook(current)
        except Exception as error:
            report(hook, error)
            failed += 1
            current = copy.copy(event)  # a clean event for the hooks after it
    return failed
