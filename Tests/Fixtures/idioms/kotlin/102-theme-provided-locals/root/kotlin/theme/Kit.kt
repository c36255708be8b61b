package acme.kit

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

@Immutable
data class Gaps(val tight: Dp, val roomy: Dp)

@Immutable
data class Inks(val fill: Color, val onFill: Color)

internal val LocalGaps = staticCompositionLocalOf<Gaps> { error("Gaps are provided by a kit theme") }
internal val LocalInks = compositionLocalOf<Inks> { error("Inks are provided by a kit theme") }

val standardGaps = Gaps(tight = 6.dp, roomy = 14.dp)

class KitSetup(val gaps: Gaps, val inks: Inks)

/** The one place the kit's locals are provided; brands call it with their setup. */
@Composable
fun KitTheme(setup: KitSetup, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalGaps provides setup.gaps, LocalInks provides setup.inks) {
        content()
    }
}

@Composable
fun OceanKitTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    KitTheme(KitSetup(gaps = standardGaps, inks = Inks(fill = Color(0xFF0369A1), onFill = Color.White)), content)
}

@Composable
fun ForestKitTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    KitTheme(KitSetup(gaps = standardGaps, inks = Inks(fill = Color(0xFF15803D), onFill = Color.White)), content)
}

object Kit {
    val gaps: Gaps
        @Composable get() = LocalGaps.current
    val inks: Inks
        @Composable get() = LocalInks.current
}
