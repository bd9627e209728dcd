# Right: the reference package's own synthetic_error_result (toolhooks.results) builds a new
# plain dict per call with exactly the four keys, keeps the id as given (an empty one raises
# ResultError, a ValueError and TypeError), strips every leading BLOCKED: and adds
# " Alternative: <alt>" only for a non-blank alternative.
from toolhooks import Deny  # noqa: F401
from toolhooks.results import synthetic_error_result as _package_version


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    return _package_version(tool_use_id, deny)
