/// Material 3 declarations a Compose component leans on without defining them, written as
/// Compose declares them and lowered like a helper file after the project's own (a project
/// declaration of the same name wins): the default paddings and sizes of `ButtonDefaults`, and
/// `contentColorFor`, the color drawn on each color-scheme role. Values of
/// androidx.compose.material3 `ButtonDefaults` (ButtonHorizontalPadding 24.dp,
/// ButtonVerticalPadding 8.dp, ButtonWithIconHorizontalStartPadding 16.dp,
/// TextButtonHorizontalPadding 12.dp, MinWidth 58.dp, MinHeight 40.dp, IconSize 18.dp,
/// IconSpacing 8.dp; the button specs at https://m3.material.io/components/buttons/specs give
/// the same 24 dp padding and 40 dp height; every button shape is `ShapeKeyTokens.CornerFull`, the
/// outlined button's border `OutlinedButtonTokens` 1 dp of `Outline`, disabled `OnSurface` at 12 %;
/// the cards' shapes `CornerMedium`, 12 dp) and of `ColorScheme.contentColorFor`;
/// `LocalAbsoluteTonalElevation` is `compositionLocalOf { 0.dp }` in androidx.compose.material3;
/// `TextFieldDefaults`/`OutlinedTextFieldDefaults` `MinWidth` 280.dp and `MinHeight` 56.dp (their
/// TextFieldDefaults.kt, the width and height a Material text field takes at least).
///
/// The checkbox and the radio button as Material 3 draws them, reduced to what they look like:
/// androidx.compose.material3 `Checkbox.kt` draws a 20 dp box (`CheckboxSize`) with corners of
/// 2 dp (`RadiusSize`) and a 2 dp border (`StrokeWidth`), filled and bordered by `CheckboxColors`
/// (`CheckboxDefaults.colors(…)`: the checked color fills and borders the box, the unchecked box is
/// transparent with the unchecked border, the check mark has the checkmark color); `RadioButton.kt`
/// draws a 20 dp ring (`RadioButtonTokens.IconSize`) of 2 dp (`RadioStrokeWidth`) and a 12 dp dot
/// (`RadioButtonDotSize`) while selected, both in `RadioButtonColors.radioColor(enabled, selected)`.
/// The 2 dp padding around each and the 48 dp touch target are the control's touch area, not its
/// look, and are left out. Material 2's checkbox (androidx.compose.material Checkbox.kt: the same
/// 20 dp box, 2 dp corners and border; `CheckboxDefaults.colors(checkedColor = colors.secondary,
/// uncheckedColor = onSurface at 60 %, checkmarkColor = surface, disabledColor = onSurface at
/// `ContentAlpha.disabled`, disabledIndeterminateColor = checkedColor at that alpha)`) is declared
/// here as `Material2Checkbox`, the name a file importing it lowers it by (`KotlinLowering.packageNames`).
enum MaterialPrelude {
    /// The path facts read from these declarations are located at.
    static let path = "(parity built-in) material3.kt"

    static let kotlin = """
    object ButtonDefaults {
        val ContentPadding = PaddingValues(start = 24.dp, top = 8.dp, end = 24.dp, bottom = 8.dp)
        val ButtonWithIconContentPadding = PaddingValues(start = 16.dp, top = 8.dp, end = 24.dp, bottom = 8.dp)
        val TextButtonContentPadding = PaddingValues(start = 12.dp, top = 8.dp, end = 12.dp, bottom = 8.dp)
        val MinWidth = 58.dp
        val MinHeight = 40.dp
        val IconSize = 18.dp
        val IconSpacing = 8.dp
        val shape = CircleShape
        val elevatedShape = CircleShape
        val filledTonalShape = CircleShape
        val outlinedShape = CircleShape
        val textShape = CircleShape

        @Composable
        fun outlinedButtonBorder(enabled: Boolean = true): BorderStroke =
            BorderStroke(1.dp, if (enabled) MaterialTheme.colorScheme.outline else MaterialTheme.colorScheme.onSurface.copy(alpha = 0.12f))
    }

    object CardDefaults {
        val shape = RoundedCornerShape(12.dp)
        val elevatedShape = RoundedCornerShape(12.dp)
        val outlinedShape = RoundedCornerShape(12.dp)
        // androidx.compose.material3 CardDefaults.outlinedCardBorder: `OutlinedCardTokens.OutlineWidth`
        // (1 dp) of `OutlineColor` (outlineVariant); the disabled outline, composited over the
        // container, is not read (a call parity does not know: unresolved with why).
        fun outlinedCardBorder(enabled: Boolean = true): BorderStroke =
            if (enabled) BorderStroke(1.dp, MaterialTheme.colorScheme.outlineVariant) else disabledOutlinedCardBorderParityDoesNotRead()
    }

    // androidx.compose.material3 NavigationDrawer.kt: `NavigationDrawerItemDefaults.ItemPadding`.
    object NavigationDrawerItemDefaults {
        val ItemPadding = PaddingValues(horizontal = 12.dp)
    }

    fun contentColorFor(backgroundColor: Color): Color = when (backgroundColor) {
        MaterialTheme.colorScheme.primary -> MaterialTheme.colorScheme.onPrimary
        MaterialTheme.colorScheme.secondary -> MaterialTheme.colorScheme.onSecondary
        MaterialTheme.colorScheme.tertiary -> MaterialTheme.colorScheme.onTertiary
        MaterialTheme.colorScheme.background -> MaterialTheme.colorScheme.onBackground
        MaterialTheme.colorScheme.error -> MaterialTheme.colorScheme.onError
        MaterialTheme.colorScheme.primaryContainer -> MaterialTheme.colorScheme.onPrimaryContainer
        MaterialTheme.colorScheme.secondaryContainer -> MaterialTheme.colorScheme.onSecondaryContainer
        MaterialTheme.colorScheme.tertiaryContainer -> MaterialTheme.colorScheme.onTertiaryContainer
        MaterialTheme.colorScheme.errorContainer -> MaterialTheme.colorScheme.onErrorContainer
        MaterialTheme.colorScheme.inverseSurface -> MaterialTheme.colorScheme.inverseOnSurface
        MaterialTheme.colorScheme.surface -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceVariant -> MaterialTheme.colorScheme.onSurfaceVariant
        MaterialTheme.colorScheme.surfaceBright -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceDim -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainer -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerHigh -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerHighest -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerLow -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerLowest -> MaterialTheme.colorScheme.onSurface
        else -> LocalContentColor.current
    }

    val LocalAbsoluteTonalElevation = compositionLocalOf { 0.dp }

    enum class ToggleableState { On, Off, Indeterminate }

    fun ToggleableState(value: Boolean): ToggleableState = if (value) ToggleableState.On else ToggleableState.Off

    class CheckboxColors(
        val checkedCheckmarkColor: Color,
        val uncheckedCheckmarkColor: Color,
        val checkedBoxColor: Color,
        val uncheckedBoxColor: Color,
        val disabledCheckedBoxColor: Color,
        val disabledUncheckedBoxColor: Color,
        val disabledIndeterminateBoxColor: Color,
        val checkedBorderColor: Color,
        val uncheckedBorderColor: Color,
        val disabledBorderColor: Color,
        val disabledUncheckedBorderColor: Color,
        val disabledIndeterminateBorderColor: Color,
    ) {
        fun checkmarkColor(state: ToggleableState): Color =
            if (state == ToggleableState.Off) uncheckedCheckmarkColor else checkedCheckmarkColor

        fun boxColor(enabled: Boolean, state: ToggleableState): Color = if (enabled) {
            when (state) {
                ToggleableState.On, ToggleableState.Indeterminate -> checkedBoxColor
                ToggleableState.Off -> uncheckedBoxColor
            }
        } else {
            when (state) {
                ToggleableState.On -> disabledCheckedBoxColor
                ToggleableState.Indeterminate -> disabledIndeterminateBoxColor
                ToggleableState.Off -> disabledUncheckedBoxColor
            }
        }

        fun borderColor(enabled: Boolean, state: ToggleableState): Color = if (enabled) {
            when (state) {
                ToggleableState.On, ToggleableState.Indeterminate -> checkedBorderColor
                ToggleableState.Off -> uncheckedBorderColor
            }
        } else {
            when (state) {
                ToggleableState.On -> disabledBorderColor
                ToggleableState.Indeterminate -> disabledIndeterminateBorderColor
                ToggleableState.Off -> disabledUncheckedBorderColor
            }
        }
    }

    object CheckboxDefaults {
        fun colors(
            checkedColor: Color = MaterialTheme.colorScheme.primary,
            uncheckedColor: Color = MaterialTheme.colorScheme.onSurfaceVariant,
            checkmarkColor: Color = MaterialTheme.colorScheme.onPrimary,
            disabledCheckedColor: Color = MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f),
            disabledUncheckedColor: Color = MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f),
            disabledIndeterminateColor: Color = disabledCheckedColor,
        ): CheckboxColors = CheckboxColors(
            checkedCheckmarkColor = checkmarkColor,
            uncheckedCheckmarkColor = Color.Transparent,
            checkedBoxColor = checkedColor,
            uncheckedBoxColor = Color.Transparent,
            disabledCheckedBoxColor = disabledCheckedColor,
            disabledUncheckedBoxColor = Color.Transparent,
            disabledIndeterminateBoxColor = disabledIndeterminateColor,
            checkedBorderColor = checkedColor,
            uncheckedBorderColor = uncheckedColor,
            disabledBorderColor = disabledCheckedColor,
            disabledUncheckedBorderColor = disabledUncheckedColor,
            disabledIndeterminateBorderColor = disabledIndeterminateColor,
        )
    }

    @Composable
    fun Checkbox(
        checked: Boolean,
        onCheckedChange: ((Boolean) -> Unit)?,
        modifier: Modifier = Modifier,
        enabled: Boolean = true,
        colors: CheckboxColors = CheckboxDefaults.colors(),
        interactionSource: MutableInteractionSource? = null,
    ) {
        TriStateCheckbox(
            state = ToggleableState(checked),
            onClick = null,
            modifier = modifier,
            enabled = enabled,
            colors = colors,
        )
    }

    @Composable
    fun TriStateCheckbox(
        state: ToggleableState,
        onClick: (() -> Unit)?,
        modifier: Modifier = Modifier,
        enabled: Boolean = true,
        colors: CheckboxColors = CheckboxDefaults.colors(),
        interactionSource: MutableInteractionSource? = null,
    ) {
        val shape = RoundedCornerShape(2.dp)
        Box(
            modifier
                .size(20.dp)
                .background(colors.boxColor(enabled, state), shape)
                .border(2.dp, colors.borderColor(enabled, state), shape),
        ) {
            if (state != ToggleableState.Off) {
                // Indicator: the check mark.
                Canvas(Modifier) { drawPath(Path(), colors.checkmarkColor(state)) }
            }
        }
    }

    class RadioButtonColors(
        val selectedColor: Color,
        val unselectedColor: Color,
        val disabledSelectedColor: Color,
        val disabledUnselectedColor: Color,
    ) {
        fun radioColor(enabled: Boolean, selected: Boolean): Color = when {
            enabled && selected -> selectedColor
            enabled && !selected -> unselectedColor
            !enabled && selected -> disabledSelectedColor
            else -> disabledUnselectedColor
        }
    }

    object RadioButtonDefaults {
        fun colors(
            selectedColor: Color = MaterialTheme.colorScheme.primary,
            unselectedColor: Color = MaterialTheme.colorScheme.onSurfaceVariant,
            disabledSelectedColor: Color = MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f),
            disabledUnselectedColor: Color = MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f),
        ): RadioButtonColors = RadioButtonColors(selectedColor, unselectedColor, disabledSelectedColor, disabledUnselectedColor)
    }

    @Composable
    fun RadioButton(
        selected: Boolean,
        onClick: (() -> Unit)?,
        modifier: Modifier = Modifier,
        enabled: Boolean = true,
        colors: RadioButtonColors = RadioButtonDefaults.colors(),
        interactionSource: MutableInteractionSource? = null,
    ) {
        Box(modifier.size(20.dp).border(2.dp, colors.radioColor(enabled, selected), CircleShape), contentAlignment = Alignment.Center) {
            if (selected) {
                // Indicator: the dot.
                Box(Modifier.size(12.dp).background(colors.radioColor(enabled, selected), CircleShape))
            }
        }
    }
    object TextFieldDefaults {
        val MinWidth = 280.dp
        val MinHeight = 56.dp
    }
    object OutlinedTextFieldDefaults {
        val MinWidth = 280.dp
        val MinHeight = 56.dp
    }
    // androidx.compose.material3 AppBar.kt: 16.dp less IconButton's 12.dp touch-target expansion, no bottom padding.
    object BottomAppBarDefaults {
        val ContentPadding = PaddingValues(start = 4.dp, top = 4.dp, end = 4.dp)
    }

    // Material 2's (androidx.compose.material Checkbox.kt, imported as `Material2Checkbox`,
    // `Material2CheckboxDefaults`): one disabled color for the box and its border, checked or not;
    // the unchecked box and check mark transparent (its colors at alpha 0) — Material 3's colors with
    // that color as both of its disabled ones.
    object Material2CheckboxDefaults {
        fun colors(
            checkedColor: Color = MaterialTheme.colors.secondary,
            uncheckedColor: Color = MaterialTheme.colors.onSurface.copy(alpha = 0.6f),
            checkmarkColor: Color = MaterialTheme.colors.surface,
            disabledColor: Color = MaterialTheme.colors.onSurface.copy(alpha = 0.38f),
            disabledIndeterminateColor: Color = checkedColor.copy(alpha = 0.38f),
        ): CheckboxColors = CheckboxDefaults.colors(
            checkedColor = checkedColor,
            uncheckedColor = uncheckedColor,
            checkmarkColor = checkmarkColor,
            disabledCheckedColor = disabledColor,
            disabledUncheckedColor = disabledColor,
            disabledIndeterminateColor = disabledIndeterminateColor,
        )
    }

    @Composable
    fun Material2Checkbox(
        checked: Boolean,
        onCheckedChange: ((Boolean) -> Unit)?,
        modifier: Modifier = Modifier,
        enabled: Boolean = true,
        interactionSource: MutableInteractionSource? = null,
        colors: CheckboxColors = Material2CheckboxDefaults.colors(),
    ) = Checkbox(checked, onCheckedChange, modifier, enabled, colors)

    // Material 2's radio button (androidx.compose.material RadioButton.kt, imported as
    // `Material2RadioButton`, `Material2RadioButtonDefaults`): the same 20 dp ring of 2 dp and 12 dp
    // dot as Material 3's; `RadioButtonDefaults.colors(selectedColor = colors.secondary,
    // unselectedColor = onSurface at 60 %, disabledColor = onSurface at `ContentAlpha.disabled`)`,
    // one disabled color whether selected or not.
    object Material2RadioButtonDefaults {
        fun colors(
            selectedColor: Color = MaterialTheme.colors.secondary,
            unselectedColor: Color = MaterialTheme.colors.onSurface.copy(alpha = 0.6f),
            disabledColor: Color = MaterialTheme.colors.onSurface.copy(alpha = 0.38f),
        ): RadioButtonColors = RadioButtonDefaults.colors(
            selectedColor = selectedColor,
            unselectedColor = unselectedColor,
            disabledSelectedColor = disabledColor,
            disabledUnselectedColor = disabledColor,
        )
    }

    @Composable
    fun Material2RadioButton(
        selected: Boolean,
        onClick: (() -> Unit)?,
        modifier: Modifier = Modifier,
        enabled: Boolean = true,
        interactionSource: MutableInteractionSource? = null,
        colors: RadioButtonColors = Material2RadioButtonDefaults.colors(),
    ) = RadioButton(selected, onClick, modifier, enabled, colors)

    // The buttons' colors (androidx.compose.material3 ButtonDefaults.kt and its tokens,
    // material3 1.3: FilledButtonTokens Primary / OnPrimary, FilledTonalButtonTokens
    // SecondaryContainer / OnSecondaryContainer, ElevatedButtonTokens SurfaceContainerLow / Primary,
    // OutlinedButtonTokens and TextButtonTokens transparent / Primary; disabled containers OnSurface
    // at 12 %, disabled labels OnSurface at 38 %). A color the caller leaves unspecified
    // (`Color.Unspecified`, as design systems pass on their own defaults) takes Material's. A button
    // called without `colors` gets these (`Builtins.argumentDefaults`). Members of the
    // `ButtonDefaults` above, declared as its extensions here, after the rest, so that no built-in
    // line moves (and so that a project's own `object ButtonDefaults` wrapping Material's finds them).
    class ButtonColors(
        val containerColor: Color,
        val contentColor: Color,
        val disabledContainerColor: Color,
        val disabledContentColor: Color,
    )
    @Composable
    fun ButtonDefaults.buttonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors = materialButtonColors(
        containerColor, contentColor, disabledContainerColor, disabledContentColor,
        MaterialTheme.colorScheme.primary, MaterialTheme.colorScheme.onPrimary, MaterialTheme.colorScheme.onSurface.copy(alpha = 0.12f),
    )

    @Composable
    fun ButtonDefaults.filledTonalButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors = materialButtonColors(
        containerColor, contentColor, disabledContainerColor, disabledContentColor,
        MaterialTheme.colorScheme.secondaryContainer, MaterialTheme.colorScheme.onSecondaryContainer, MaterialTheme.colorScheme.onSurface.copy(alpha = 0.12f),
    )

    @Composable
    fun ButtonDefaults.elevatedButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors = materialButtonColors(
        containerColor, contentColor, disabledContainerColor, disabledContentColor,
        MaterialTheme.colorScheme.surfaceContainerLow, MaterialTheme.colorScheme.primary, MaterialTheme.colorScheme.onSurface.copy(alpha = 0.12f),
    )

    @Composable
    fun ButtonDefaults.outlinedButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors = materialButtonColors(
        containerColor, contentColor, disabledContainerColor, disabledContentColor,
        Color.Transparent, MaterialTheme.colorScheme.primary, Color.Transparent,
    )

    @Composable
    fun ButtonDefaults.textButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors = materialButtonColors(
        containerColor, contentColor, disabledContainerColor, disabledContentColor,
        Color.Transparent, MaterialTheme.colorScheme.primary, Color.Transparent,
    )

    // Each color given, else Material's; every disabled label is onSurface at 38 %.
    fun materialButtonColors(
        containerColor: Color,
        contentColor: Color,
        disabledContainerColor: Color,
        disabledContentColor: Color,
        materialContainer: Color,
        materialContent: Color,
        materialDisabledContainer: Color,
    ): ButtonColors = ButtonColors(
        containerColor.takeOrElse { materialContainer },
        contentColor.takeOrElse { materialContent },
        disabledContainerColor.takeOrElse { materialDisabledContainer },
        disabledContentColor.takeOrElse { MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f) },
    )

    // Material 2's (androidx.compose.material Button.kt, imported as `Material2ButtonDefaults`):
    // `buttonColors(backgroundColor = colors.primary, contentColor = contentColorFor(backgroundColor),
    // disabledBackgroundColor = onSurface at 12 % over surface, disabledContentColor = onSurface at
    // `ContentAlpha.disabled`)`; the outlined button on `surface`, the text button on nothing, both in
    // `primary`; the outlined button's border 1 dp of onSurface at 12 % (`OutlinedBorderSize`,
    // `OutlinedBorderOpacity`).
    // Its `ButtonColors`, read back by their state accessors (`colors.backgroundColor(enabled)`).
    class Material2ButtonColors(
        val backgroundColor: Color,
        val contentColor: Color,
        val disabledBackgroundColor: Color,
        val disabledContentColor: Color,
    )
    object Material2ButtonDefaults {
        @Composable
        fun buttonColors(
            backgroundColor: Color = MaterialTheme.colors.primary,
            contentColor: Color = Material2ContentColorFor(backgroundColor),
            disabledBackgroundColor: Color = MaterialTheme.colors.onSurface.copy(alpha = 0.12f).compositeOver(MaterialTheme.colors.surface),
            disabledContentColor: Color = MaterialTheme.colors.onSurface.copy(alpha = ContentAlpha.disabled),
        ): Material2ButtonColors = Material2ButtonColors(backgroundColor, contentColor, disabledBackgroundColor, disabledContentColor)

        @Composable
        fun outlinedButtonColors(
            backgroundColor: Color = MaterialTheme.colors.surface,
            contentColor: Color = MaterialTheme.colors.primary,
            disabledContentColor: Color = MaterialTheme.colors.onSurface.copy(alpha = ContentAlpha.disabled),
        ): Material2ButtonColors = Material2ButtonColors(backgroundColor, contentColor, backgroundColor, disabledContentColor)

        @Composable
        fun textButtonColors(
            backgroundColor: Color = Color.Transparent,
            contentColor: Color = MaterialTheme.colors.primary,
            disabledContentColor: Color = MaterialTheme.colors.onSurface.copy(alpha = ContentAlpha.disabled),
        ): Material2ButtonColors = Material2ButtonColors(backgroundColor, contentColor, backgroundColor, disabledContentColor)

        val outlinedBorder: BorderStroke = BorderStroke(1.dp, MaterialTheme.colors.onSurface.copy(alpha = 0.12f))
    }

    // androidx.compose.material Colors.kt `contentColorFor`: the color drawn on each of the palette's.
    fun Material2ContentColorFor(backgroundColor: Color): Color = when (backgroundColor) {
        MaterialTheme.colors.primary -> MaterialTheme.colors.onPrimary
        MaterialTheme.colors.primaryVariant -> MaterialTheme.colors.onPrimary
        MaterialTheme.colors.secondary -> MaterialTheme.colors.onSecondary
        MaterialTheme.colors.secondaryVariant -> MaterialTheme.colors.onSecondary
        MaterialTheme.colors.background -> MaterialTheme.colors.onBackground
        MaterialTheme.colors.surface -> MaterialTheme.colors.onSurface
        MaterialTheme.colors.error -> MaterialTheme.colors.onError
        else -> LocalContentColor.current
    }
    // The outlined text field's colors, container and decoration (androidx.compose.material3 1.3
    // OutlinedTextFieldDefaults, TextFieldColors and OutlinedTextFieldTokens), reduced to what they
    // look like. Each color is picked disabled first, then error, then focused, as
    // `TextFieldColors.containerColor(enabled, isError, focused)` picks; a color the caller leaves
    // unspecified takes Material's (text OnSurface; container transparent; outline Outline, focused
    // Primary, error Error, disabled OnSurface at 12 %; icons and placeholder OnSurfaceVariant, the
    // error trailing icon Error; disabled content OnSurface at 38 %). The container is a box of the
    // container color bordered in the indicator color, `FocusedBorderThickness` 2 dp while focused and
    // enabled, else `UnfocusedBorderThickness` 1 dp, in `shape` (`ShapeKeyTokens.CornerExtraSmall`,
    // 4 dp); the decoration box draws it behind the leading icon, the field's text with the placeholder
    // over it while the value is empty, and the trailing icon, inset by `contentPadding`
    // (`TextFieldPadding`, 16 dp), each icon and the placeholder in its color.
    class TextFieldColors(
        val focusedTextColor: Color,
        val unfocusedTextColor: Color,
        val disabledTextColor: Color,
        val errorTextColor: Color,
        val focusedContainerColor: Color,
        val unfocusedContainerColor: Color,
        val disabledContainerColor: Color,
        val errorContainerColor: Color,
        val focusedIndicatorColor: Color,
        val unfocusedIndicatorColor: Color,
        val disabledIndicatorColor: Color,
        val errorIndicatorColor: Color,
        val focusedLeadingIconColor: Color,
        val unfocusedLeadingIconColor: Color,
        val disabledLeadingIconColor: Color,
        val errorLeadingIconColor: Color,
        val focusedTrailingIconColor: Color,
        val unfocusedTrailingIconColor: Color,
        val disabledTrailingIconColor: Color,
        val errorTrailingIconColor: Color,
        val focusedPlaceholderColor: Color,
        val unfocusedPlaceholderColor: Color,
        val disabledPlaceholderColor: Color,
        val errorPlaceholderColor: Color,
    ) {
        fun textColor(enabled: Boolean, isError: Boolean, focused: Boolean): Color = when {
            !enabled -> disabledTextColor
            isError -> errorTextColor
            focused -> focusedTextColor
            else -> unfocusedTextColor
        }
        fun containerColor(enabled: Boolean, isError: Boolean, focused: Boolean): Color = when {
            !enabled -> disabledContainerColor
            isError -> errorContainerColor
            focused -> focusedContainerColor
            else -> unfocusedContainerColor
        }
        fun indicatorColor(enabled: Boolean, isError: Boolean, focused: Boolean): Color = when {
            !enabled -> disabledIndicatorColor
            isError -> errorIndicatorColor
            focused -> focusedIndicatorColor
            else -> unfocusedIndicatorColor
        }
        fun leadingIconColor(enabled: Boolean, isError: Boolean, focused: Boolean): Color = when {
            !enabled -> disabledLeadingIconColor
            isError -> errorLeadingIconColor
            focused -> focusedLeadingIconColor
            else -> unfocusedLeadingIconColor
        }
        fun trailingIconColor(enabled: Boolean, isError: Boolean, focused: Boolean): Color = when {
            !enabled -> disabledTrailingIconColor
            isError -> errorTrailingIconColor
            focused -> focusedTrailingIconColor
            else -> unfocusedTrailingIconColor
        }
        fun placeholderColor(enabled: Boolean, isError: Boolean, focused: Boolean): Color = when {
            !enabled -> disabledPlaceholderColor
            isError -> errorPlaceholderColor
            focused -> focusedPlaceholderColor
            else -> unfocusedPlaceholderColor
        }
    }
    @Composable
    fun OutlinedTextFieldDefaults.colors(
        focusedTextColor: Color = Color.Unspecified,
        unfocusedTextColor: Color = Color.Unspecified,
        disabledTextColor: Color = Color.Unspecified,
        errorTextColor: Color = Color.Unspecified,
        focusedContainerColor: Color = Color.Unspecified,
        unfocusedContainerColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        errorContainerColor: Color = Color.Unspecified,
        focusedBorderColor: Color = Color.Unspecified,
        unfocusedBorderColor: Color = Color.Unspecified,
        disabledBorderColor: Color = Color.Unspecified,
        errorBorderColor: Color = Color.Unspecified,
        focusedLeadingIconColor: Color = Color.Unspecified,
        unfocusedLeadingIconColor: Color = Color.Unspecified,
        disabledLeadingIconColor: Color = Color.Unspecified,
        errorLeadingIconColor: Color = Color.Unspecified,
        focusedTrailingIconColor: Color = Color.Unspecified,
        unfocusedTrailingIconColor: Color = Color.Unspecified,
        disabledTrailingIconColor: Color = Color.Unspecified,
        errorTrailingIconColor: Color = Color.Unspecified,
        focusedPlaceholderColor: Color = Color.Unspecified,
        unfocusedPlaceholderColor: Color = Color.Unspecified,
        disabledPlaceholderColor: Color = Color.Unspecified,
        errorPlaceholderColor: Color = Color.Unspecified,
        cursorColor: Color = Color.Unspecified,
        errorCursorColor: Color = Color.Unspecified,
        selectionColors: TextSelectionColors? = null,
        focusedLabelColor: Color = Color.Unspecified,
        unfocusedLabelColor: Color = Color.Unspecified,
        disabledLabelColor: Color = Color.Unspecified,
        errorLabelColor: Color = Color.Unspecified,
        focusedSupportingTextColor: Color = Color.Unspecified,
        unfocusedSupportingTextColor: Color = Color.Unspecified,
        disabledSupportingTextColor: Color = Color.Unspecified,
        errorSupportingTextColor: Color = Color.Unspecified,
        focusedPrefixColor: Color = Color.Unspecified,
        unfocusedPrefixColor: Color = Color.Unspecified,
        disabledPrefixColor: Color = Color.Unspecified,
        errorPrefixColor: Color = Color.Unspecified,
        focusedSuffixColor: Color = Color.Unspecified,
        unfocusedSuffixColor: Color = Color.Unspecified,
        disabledSuffixColor: Color = Color.Unspecified,
        errorSuffixColor: Color = Color.Unspecified,
    ): TextFieldColors = TextFieldColors(
        focusedTextColor.takeOrElse { MaterialTheme.colorScheme.onSurface },
        unfocusedTextColor.takeOrElse { MaterialTheme.colorScheme.onSurface },
        disabledTextColor.takeOrElse { MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f) },
        errorTextColor.takeOrElse { MaterialTheme.colorScheme.onSurface },
        focusedContainerColor.takeOrElse { Color.Transparent },
        unfocusedContainerColor.takeOrElse { Color.Transparent },
        disabledContainerColor.takeOrElse { Color.Transparent },
        errorContainerColor.takeOrElse { Color.Transparent },
        focusedBorderColor.takeOrElse { MaterialTheme.colorScheme.primary },
        unfocusedBorderColor.takeOrElse { MaterialTheme.colorScheme.outline },
        disabledBorderColor.takeOrElse { MaterialTheme.colorScheme.onSurface.copy(alpha = 0.12f) },
        errorBorderColor.takeOrElse { MaterialTheme.colorScheme.error },
        focusedLeadingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        unfocusedLeadingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        disabledLeadingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f) },
        errorLeadingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        focusedTrailingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        unfocusedTrailingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        disabledTrailingIconColor.takeOrElse { MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f) },
        errorTrailingIconColor.takeOrElse { MaterialTheme.colorScheme.error },
        focusedPlaceholderColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        unfocusedPlaceholderColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
        disabledPlaceholderColor.takeOrElse { MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f) },
        errorPlaceholderColor.takeOrElse { MaterialTheme.colorScheme.onSurfaceVariant },
    )
    fun OutlinedTextFieldDefaults.contentPadding(start: Dp = 16.dp, top: Dp = 16.dp, end: Dp = 16.dp, bottom: Dp = 16.dp): PaddingValues =
        PaddingValues(start = start, top = top, end = end, bottom = bottom)
    @Composable
    fun OutlinedTextFieldDefaults.Container(
        enabled: Boolean,
        isError: Boolean,
        interactionSource: InteractionSource,
        modifier: Modifier = Modifier,
        colors: TextFieldColors = OutlinedTextFieldDefaults.colors(),
        shape: Shape = RoundedCornerShape(4.dp),
        focusedBorderThickness: Dp = 2.dp,
        unfocusedBorderThickness: Dp = 1.dp,
    ) {
        val focused by interactionSource.collectIsFocusedAsState()
        Box(
            modifier
                .border(if (focused && enabled) focusedBorderThickness else unfocusedBorderThickness, colors.indicatorColor(enabled, isError, focused), shape)
                .background(colors.containerColor(enabled, isError, focused), shape)
        )
    }
    @Composable
    fun OutlinedTextFieldDefaults.DecorationBox(
        value: String,
        innerTextField: @Composable () -> Unit,
        enabled: Boolean,
        singleLine: Boolean,
        visualTransformation: VisualTransformation,
        interactionSource: InteractionSource,
        isError: Boolean = false,
        label: (@Composable () -> Unit)? = null,
        placeholder: (@Composable () -> Unit)? = null,
        leadingIcon: (@Composable () -> Unit)? = null,
        trailingIcon: (@Composable () -> Unit)? = null,
        prefix: (@Composable () -> Unit)? = null,
        suffix: (@Composable () -> Unit)? = null,
        supportingText: (@Composable () -> Unit)? = null,
        colors: TextFieldColors = OutlinedTextFieldDefaults.colors(),
        contentPadding: PaddingValues = OutlinedTextFieldDefaults.contentPadding(),
        container: @Composable () -> Unit = { OutlinedTextFieldDefaults.Container(enabled, isError, interactionSource, Modifier, colors) },
    ) {
        val focused by interactionSource.collectIsFocusedAsState()
        Box(Modifier.padding(contentPadding)) {
            container()
            if (leadingIcon != null) {
                CompositionLocalProvider(LocalContentColor provides colors.leadingIconColor(enabled, isError, focused), content = leadingIcon)
            }
            Box {
                if (value.isEmpty() && placeholder != null) {
                    CompositionLocalProvider(LocalContentColor provides colors.placeholderColor(enabled, isError, focused), content = placeholder)
                }
                innerTextField()
            }
            if (trailingIcon != null) {
                CompositionLocalProvider(LocalContentColor provides colors.trailingIconColor(enabled, isError, focused), content = trailingIcon)
            }
        }
    }

    /** Compose UI's `BiasAlignment`: a bias of -1 is the start (top), 0 the center, 1 the end (bottom); another bias is read as none of them. */
    fun BiasAlignment(horizontalBias: Float, verticalBias: Float): Alignment = when (verticalBias) {
        -1f -> when (horizontalBias) { -1f -> Alignment.TopStart; 0f -> Alignment.TopCenter; 1f -> Alignment.TopEnd }
        0f -> when (horizontalBias) { -1f -> Alignment.CenterStart; 0f -> Alignment.Center; 1f -> Alignment.CenterEnd }
        1f -> when (horizontalBias) { -1f -> Alignment.BottomStart; 0f -> Alignment.BottomCenter; 1f -> Alignment.BottomEnd }
    }
    """
}
