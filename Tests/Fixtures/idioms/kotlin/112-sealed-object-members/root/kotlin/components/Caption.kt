package demo.components

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

object CaptionDefaults {
    /** Where the caption starts: under a list item's text, its icon or its switch. */
    @Immutable
    sealed interface Inset {
        data object Flush : Inset
        data object Regular : Inset
        data object UnderIcon : Inset
        data class Custom(val start: Dp) : Inset

        private fun start(): Dp = when (this) {
            Flush -> 0.dp
            Regular -> 16.dp
            UnderIcon -> 56.dp
            is Custom -> start
        }

        fun padding() = PaddingValues(start = start(), end = if (this == Flush) 0.dp else 24.dp, bottom = 8.dp)
    }
}

/** A caption under a list item, inset by the member functions its inset objects share. */
@Composable
fun Caption(text: String, modifier: Modifier = Modifier, inset: CaptionDefaults.Inset = CaptionDefaults.Inset.Regular) {
    Text(
        text = text,
        color = Color(0xFF6B6F76),
        fontSize = 13.sp,
        modifier = modifier.padding(inset.padding()),
    )
}
