package acme.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class TagTone { Neutral, Accent }

/** How the tag's corners are cut: a third input beside the tone and the size. */
enum class TagCorners { Soft, Round, Sharp }

enum class TagSize { Small, Large }

@Composable
fun Tag(
    text: String,
    tone: TagTone = TagTone.Neutral,
    size: TagSize = TagSize.Small,
    corners: TagCorners = TagCorners.Soft,
) {
    val outline = when (corners) {
        TagCorners.Soft -> RoundedCornerShape(6.dp)
        TagCorners.Round -> CircleShape
        TagCorners.Sharp -> RoundedCornerShape(0.dp)
    }
    val inset = if (size == TagSize.Large && corners != TagCorners.Round) 12.dp else 8.dp
    Box(
        Modifier
            .clip(outline)
            .background(if (tone == TagTone.Accent) Color(0xFF0071E3) else Color(0xFFF5F5F7))
            .padding(horizontal = inset),
    )
}
