# Right: a while loop over indices (the list is only read), each hook called once per listing with
# `event` as its one argument; a failure is caught as Exception and the object is taken from
# sys.exc_info() (the same object raised) and reported at once with hooks[i] itself. The counter is a
# local int, returned as an int (0 for an empty list); BaseExceptions propagate untouched.
import sys


def run_observers(hooks, event, report):
    index, failures = 0, 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception:
            failures += 1
            report(hook, sys.exc_info()[1])
    return failures
