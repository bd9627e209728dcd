"""HookContext: validated on construction, immutable all the way down."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given

from toolhooks import ContextError, HookContext
from toolhooks.readonly import FrozenDict

from .strategies import contexts

FIELDS = [field.name for field in dataclasses.fields(HookContext)]


class TestValidation:
    def test_tier_must_be_free_or_premium(self) -> None:
        """An unknown tier is refused with the allowed values in the message."""
        with pytest.raises(ContextError, match=r"tier must be one of \('free', 'premium'\)"):
            HookContext("u_004", "gold", "s_1")  # type: ignore[arg-type]

    @pytest.mark.parametrize("field", ["user_id", "session_id"])
    @pytest.mark.parametrize("value", ["", "   ", None, 42])
    def test_identifiers_must_be_non_empty_strings(self, field: str, value: object) -> None:
        """Missing or non-string ids are refused, naming the field."""
        kwargs = {"user_id": "u_004", "tier": "free", "session_id": "s_1", field: value}
        with pytest.raises(ContextError, match=f"HookContext.{field} must be a non-empty string"):
            HookContext(**kwargs)  # type: ignore[arg-type]

    def test_attributes_must_be_flat_scalars(self) -> None:
        """A nested attribute value is refused: it could not be frozen as a scalar."""
        with pytest.raises(ContextError, match="attributes must map strings"):
            HookContext("u_004", "free", "s_1", {"roles": ["admin"]})

    def test_context_error_is_a_value_error(self) -> None:
        """Callers catching ValueError catch ContextError too."""
        assert issubclass(ContextError, ValueError)


class TestImmutability:
    @given(contexts)
    def test_no_field_can_be_set_or_deleted(self, ctx: HookContext) -> None:
        """Every field refuses assignment and deletion."""
        for name in FIELDS:
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(ctx, name, "changed")
            with pytest.raises(dataclasses.FrozenInstanceError):
                delattr(ctx, name)

    @given(contexts)
    def test_no_new_attribute_can_be_added(self, ctx: HookContext) -> None:
        """Slots and frozen together refuse new attributes."""
        with pytest.raises((AttributeError, TypeError)):
            ctx.is_admin = True  # type: ignore[attr-defined]

    @given(contexts)
    def test_attributes_mapping_is_read_only(self, ctx: HookContext) -> None:
        """The nested mapping is deep-frozen: item assignment, deletion and attribute writes fail."""
        assert isinstance(ctx.attributes, FrozenDict)
        with pytest.raises(TypeError):
            ctx.attributes["org_id"] = "org_evil"  # type: ignore[index]
        with pytest.raises(TypeError):
            del ctx.attributes["org_id"]  # type: ignore[attr-defined]
        with pytest.raises(AttributeError):
            ctx.attributes._data = {}  # type: ignore[attr-defined]

    def test_caller_dict_changes_do_not_leak_in(self) -> None:
        """The context copies its attributes: mutating the caller's dict afterwards changes nothing."""
        source = {"org_id": "org_7"}
        ctx = HookContext("u_004", "free", "s_1", source)
        source["org_id"] = "org_evil"
        assert ctx.attributes["org_id"] == "org_7"

    @given(contexts)
    def test_copy_and_pickle_round_trips_are_equal_and_still_frozen(self, ctx: HookContext) -> None:
        """copy, deepcopy and pickle give equal contexts that are just as immutable."""
        for clone in (copy.copy(ctx), copy.deepcopy(ctx), pickle.loads(pickle.dumps(ctx))):
            assert clone == ctx
            assert isinstance(clone.attributes, FrozenDict)
            with pytest.raises(dataclasses.FrozenInstanceError):
                clone.tier = "premium"  # type: ignore[misc]

    @given(contexts)
    def test_replace_returns_a_new_context_and_leaves_the_old_one(self, ctx: HookContext) -> None:
        """dataclasses.replace is the way to change: a new object, the original intact."""
        before = pickle.dumps(ctx)
        upgraded = dataclasses.replace(ctx, tier="premium")
        assert upgraded is not ctx
        assert upgraded.tier == "premium"
        assert pickle.dumps(ctx) == before

    def test_replace_still_validates(self) -> None:
        """A copy with a bad value is refused like a new one."""
        ctx = HookContext("u_004", "free", "s_1")
        with pytest.raises(ContextError):
            dataclasses.replace(ctx, tier="root")  # type: ignore[arg-type]

    def test_hashable(self) -> None:
        """Deep immutability makes the context hashable (usable as a cache key)."""
        ctx = HookContext("u_004", "free", "s_1", {"org_id": "org_7"})
        assert hash(ctx) == hash(HookContext("u_004", "free", "s_1", {"org_id": "org_7"}))

    def test_object_setattr_is_the_documented_escape_hatch(self) -> None:
        """frozen is enforced by __setattr__, so object.__setattr__ still writes: a limit we teach."""
        ctx = HookContext("u_004", "free", "s_1")
        object.__setattr__(ctx, "tier", "premium")
        assert ctx.tier == "premium"
